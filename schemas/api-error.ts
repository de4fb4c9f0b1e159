import { z } from 'zod';

/**
 * The one error body every platform route answers with. `errors` maps a field path
 * (dot-joined, e.g. `user.email`) to its messages, which the site shows beside the field.
 */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 429 (`rate_limited`): whole seconds until the call is let through again (also the Retry-After header). */
  retry_after_s: z.number().int().positive().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
