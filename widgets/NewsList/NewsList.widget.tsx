'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { newsItems } from '../common/news/news';
import { NewsList } from './NewsList';
import { newsPagesQuery } from '../common/news/queries';

/** `#NewsList[category=guides;limit=12]#`: the body of the news page (`/news`), every article with "show more". */
export function NewsListWidget({ params, context }: WidgetProps<ParamsOf<'NewsList'>>) {
  const locale = useIntl().locale as Locale;
  const { status, data, refetch } = useQuery(newsPagesQuery(locale));
  const items = useMemo(() => newsItems(data ?? [], params.category), [data, params.category]);
  return (
    <NewsList
      status={status}
      items={items}
      pageSize={params.limit}
      hrefOf={(item) => localePath(locale, item.path)}
      onRetry={context.preview ? () => void refetch() : undefined}
    />
  );
}
