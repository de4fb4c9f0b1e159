'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ParamsOf, WidgetProps } from '../../registry/define';
import type { Locale } from '../../schemas/locales';
import { localePath } from '../../site/core/i18n/locale-path';
import { Providers } from './Providers';
import { providersQuery } from './queries';

/** `#Providers[limit=30]#` and the footer's providers carousel. */
export function ProvidersWidget({ params, context }: WidgetProps<ParamsOf<'Providers'>>) {
  const locale = useIntl().locale as Locale;
  const { status, data, refetch } = useQuery(providersQuery());
  return (
    <Providers
      status={status}
      providers={data ?? []}
      limit={params.limit}
      hrefOf={(slug) => localePath(locale, `/producers/${encodeURIComponent(slug)}`)}
      onRetry={context.preview ? () => void refetch() : undefined}
    />
  );
}
