import { z } from 'zod';

/**
 * The fields a banner reads of a tournament or lottery (cms-adapters/banners.ts BannerPromo),
 * checked loosely: other fields pass through. Its own module so that zod loads with the first
 * promo call (banners.ts is on every visitor's first page), not with the page.
 */
export const BannerPromoSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  frontend_identifier: z.string(),
  start_at: z.string().nullable().optional(),
  end_at: z.string().nullable().optional(),
});

/** The entries of a list that match BannerPromoSchema; the others are left out one by one. */
export function promosOf(list: readonly unknown[]): z.infer<typeof BannerPromoSchema>[] {
  return list.flatMap((x) => {
    const parsed = BannerPromoSchema.safeParse(x);
    return parsed.success ? [parsed.data] : [];
  });
}
