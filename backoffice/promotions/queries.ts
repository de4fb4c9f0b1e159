import { queryOptions } from '@tanstack/react-query';
import { BonusTemplatesSchema, CodeBatchesSchema, CodeRedemptionsSchema, GiftViewsSchema, PlayerLookupsSchema } from '../../schemas/gifts';
import type { StaffRole } from '../../schemas/staff';
import { BackofficeApiError, backofficeFetch } from '../api';

/** Who changes promotions and issues money (the platform's WRITERS in platform/gifts/backoffice-routes.ts); admin passes every check. */
export const PROMO_WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
export const canWritePromotions = (role: StaffRole) => PROMO_WRITERS.includes(role);

const retry = (count: number, err: unknown) => !(err instanceof BackofficeApiError && err.status < 500) && count < 2;

export const TEMPLATES_KEY = '/api/backoffice/bonus-templates';
export const BATCHES_KEY = '/api/backoffice/code-batches';

export const templatesQuery = () =>
  queryOptions({ queryKey: [TEMPLATES_KEY], queryFn: ({ signal }) => backofficeFetch(TEMPLATES_KEY, BonusTemplatesSchema, { signal }), retry });
export const batchesQuery = () =>
  queryOptions({ queryKey: [BATCHES_KEY], queryFn: ({ signal }) => backofficeFetch(BATCHES_KEY, CodeBatchesSchema, { signal }), retry });
export const redemptionsQuery = (batchId: number) =>
  queryOptions({
    queryKey: [BATCHES_KEY, batchId, 'redemptions'],
    queryFn: ({ signal }) => backofficeFetch(`${BATCHES_KEY}/${batchId}/redemptions`, CodeRedemptionsSchema, { signal }),
    retry,
  });
export const playerLookupQuery = (q: string) =>
  queryOptions({
    queryKey: ['/api/backoffice/players/lookup', q],
    queryFn: ({ signal }) => backofficeFetch(`/api/backoffice/players/lookup?${new URLSearchParams({ q })}`, PlayerLookupsSchema, { signal }),
    enabled: q.trim() !== '',
    retry,
  });
export const playerGiftsQuery = (playerId: number | null) =>
  queryOptions({
    queryKey: ['/api/backoffice/players', playerId, 'gifts'],
    queryFn: ({ signal }) => backofficeFetch(`/api/backoffice/players/${playerId}/gifts`, GiftViewsSchema, { signal }),
    enabled: playerId !== null,
    retry,
  });

/** The CSV export is a plain link: the staff cookie goes with it and the platform streams the file. */
export const exportHref = (batchId: number) => `${BATCHES_KEY}/${batchId}/export`;

/** A fresh key for a form that moves money: a resubmit of the same form issues nothing twice. */
export const formKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now()}${Math.random()}`.replace('.', '');

/** A refusal's field messages (422) or its message, for the form that sent it. */
export function refusal(err: unknown): { fields: Record<string, string[]>; message: string | null } {
  if (!err) return { fields: {}, message: null };
  if (err instanceof BackofficeApiError) return { fields: err.fields, message: Object.keys(err.fields).length ? null : err.message };
  return { fields: {}, message: String(err) };
}
