'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { NEWS_LIST_PATH, newsItems } from '../common/news/news';
import { Articles } from './Articles';
import { articlesQuery } from './queries';

/** `#Articles[category=guides;limit=3]#`: the newest news articles (at most 6) and a link to the news list. */
export function ArticlesWidget({ params }: WidgetProps<ParamsOf<'Articles'>>) {
  const locale = useIntl().locale as Locale;
  const { status, data } = useQuery(articlesQuery(locale));
  const items = useMemo(() => newsItems(data ?? [], params.category), [data, params.category]);
  return (
    <Articles
      status={status}
      items={items}
      limit={params.limit}
      hrefOf={(item) => localePath(locale, item.path)}
      allHref={localePath(locale, NEWS_LIST_PATH)}
    />
  );
}
