'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { Awards } from './Awards';
import { awardsQuery } from './queries';

/**
 * `#Awards[limit=20]#` and the footer's awards carousel: the awards page's list, show-all to
 * /awards. On /awards itself it is left out: the page's grid lists every award already.
 */
export function AwardsWidget({ params, context }: WidgetProps<ParamsOf<'Awards'>>) {
  const locale = useIntl().locale as Locale;
  const pathname = usePathname();
  const { status, data, refetch } = useQuery(awardsQuery(locale));
  const allHref = localePath(locale, '/awards');
  if (pathname === allHref) return null;
  return <Awards status={status} awards={data ?? []} limit={params.limit} allHref={allHref} onRetry={context.preview ? () => void refetch() : undefined} />;
}
