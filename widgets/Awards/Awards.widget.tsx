'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/i18n/locale-path';
import { Awards } from './Awards';
import { awardsQuery } from './queries';

/** `#Awards[limit=20]#` and the footer's awards carousel: the awards page's list, show-all to /awards. */
export function AwardsWidget({ params, context }: WidgetProps<ParamsOf<'Awards'>>) {
  const locale = useIntl().locale as Locale;
  const { status, data, refetch } = useQuery(awardsQuery(locale));
  return <Awards status={status} awards={data ?? []} limit={params.limit} allHref={localePath(locale, '/awards')} onRetry={context.preview ? () => void refetch() : undefined} />;
}
