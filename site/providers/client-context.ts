import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api';

/**
 * What the shell reads from `GET /client-context`: the visitor's country and whether sign-in and
 * sign-up are blocked for it (spec P2 "Restricted-region guests"). Unknown keys are kept: the call
 * carries more than the shell needs.
 */
export const ShellClientContextSchema = z.looseObject({
  country: z.string().nullable().optional(),
  registration_restricted: z.boolean().optional(),
  login_restricted: z.boolean().optional(),
});
export type ShellClientContext = z.infer<typeof ShellClientContextSchema>;

export const clientContextQueryOptions = queryOptions({
  queryKey: ['/client-context'] as const,
  queryFn: ({ signal }): Promise<ShellClientContext> => api.get('/client-context', { schema: ShellClientContextSchema, signal }),
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
