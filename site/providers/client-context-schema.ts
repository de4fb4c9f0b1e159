import { z } from 'zod';

/**
 * What the shell reads from `GET /client-context`: the visitor's country and whether sign-in and
 * sign-up are blocked for it (spec P2 "Restricted-region guests"). Unknown keys are kept: the call
 * carries more than the shell needs. Its own module so client-context.ts (on every page) loads it,
 * and zod, only when the call is made.
 */
export const ShellClientContextSchema = z.looseObject({
  country: z.string().nullable().optional(),
  registration_restricted: z.boolean().optional(),
  login_restricted: z.boolean().optional(),
});
export type ShellClientContext = z.infer<typeof ShellClientContextSchema>;
