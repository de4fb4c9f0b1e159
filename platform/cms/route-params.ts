import { z } from 'zod';
import { oneLine } from '../../schemas/validation';

/** The path parameters the public and back-office CMS calls share (public-routes.ts, backoffice-routes.ts). */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const NameParams = z.object({ name: oneLine().max(64) });
