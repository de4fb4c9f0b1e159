'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ParkedEventListSchema, ParkedEventSchema } from '../schemas/domain-events';
import { backofficeFetch, BackofficeApiError } from './api';

const KEY = '/api/backoffice/events/parked';

/** GET /api/backoffice/events/parked: parked events and every consumer's position and health. */
export const parkedEventsQuery = () => ({
  queryKey: [KEY] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => backofficeFetch(KEY, ParkedEventListSchema, { signal }),
});

/** The list, refreshed now and then: a retried event leaves it once a consumer has handled it. */
export function useParkedEvents() {
  return useQuery({ ...parkedEventsQuery(), refetchInterval: 5_000 });
}

/** POST .../:id/retry: sends one parked event back to its consumer; the list reloads after. */
export function useRetryParkedEvent() {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: number) => backofficeFetch(`${KEY}/${id}/retry`, ParkedEventSchema, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
  const error = retry.error instanceof BackofficeApiError ? retry.error.message : retry.error ? String(retry.error) : null;
  return { retry: retry.mutate, pendingId: retry.isPending ? retry.variables : undefined, error };
}
