import { z } from 'zod';

/**
 * What the site reads from `GET /client-context`: the visitor's country, the platform's licence
 * hint, and whether sign-in and sign-up are blocked for it (spec P2 "Restricted-region guests").
 * Unknown keys are kept: the call carries more than the site needs. The shell's query (in the
 * browser) and the server's visitor context (site/licence/visitor.ts) both parse with it; its own
 * module so client-context.ts (on every page) loads it, and zod, only when the call is made.
 */
export const ShellClientContextSchema = z.looseObject({
  country: z.string().nullable().optional(),
  /** False when the platform knew no geo country and answered its configured default. */
  country_detected: z.boolean().optional(),
  license: z.string().nullable().optional(),
  registration_restricted: z.boolean().optional(),
  login_restricted: z.boolean().optional(),
});
export type ShellClientContext = z.infer<typeof ShellClientContextSchema>;
