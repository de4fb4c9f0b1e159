import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

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
  queryFn: async (): Promise<ShellClientContext> => {
    const res = await fetch('/client-context', { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /client-context answered ${res.status}`);
    return ShellClientContextSchema.parse(await res.json());
  },
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
