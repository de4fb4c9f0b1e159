import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../api';
import type { ShellClientContext } from './client-context-schema';

export type { ShellClientContext } from './client-context-schema';

const shellClientContextSchema = lazySchema(() => import('./client-context-schema').then((m) => m.ShellClientContextSchema));

export const clientContextQueryOptions = queryOptions({
  queryKey: ['/client-context'] as const,
  queryFn: ({ signal }): Promise<ShellClientContext> => api.get('/client-context', { schema: shellClientContextSchema, signal }),
  staleTime: 5 * 60_000,
});

/** Region restrictions of this visitor; while unknown (loading or failed) nothing is blocked. */
export interface RegionRestrictions {
  loginBlocked: boolean;
  registrationBlocked: boolean;
}

export function restrictionsOf(ctx: ShellClientContext | undefined): RegionRestrictions {
  return { loginBlocked: ctx?.login_restricted === true, registrationBlocked: ctx?.registration_restricted === true };
}

export function useRegionRestrictions(): RegionRestrictions {
  const { data } = useQuery(clientContextQueryOptions);
  return restrictionsOf(data);
}
