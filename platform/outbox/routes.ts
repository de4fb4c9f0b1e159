import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '../../schemas/api-error';
import { ParkedEventListSchema, ParkedEventParamsSchema, ParkedEventSchema } from '../../schemas/domain-events';
import type { Tx } from '../db/client';
import type { PlatformApp } from '../http/types';
import { listParked, requestRetry } from './parked';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema };

/**
 * What the back-office routes need from the staff module, passed in by the composition root: every
 * module writes facts through this one, so it imports none of them (no import cycle).
 */
export interface OutboxStaffPorts {
  requireAdmin: (req: FastifyRequest) => Promise<unknown>;
  audit: (req: FastifyRequest, action: string, target: string, before: Record<string, unknown>, after: Record<string, unknown>, tx: Tx) => Promise<void>;
}

/** The back office's view of the event stream (admin only): parked events and their retry. */
export async function outboxRoutes(app: PlatformApp, staff: OutboxStaffPorts): Promise<void> {
  app.get('/api/backoffice/events/parked', { schema: { response: { 200: ParkedEventListSchema, ...errors } } }, async (req) => {
    await staff.requireAdmin(req);
    return listParked(app.deps.db);
  });

  app.post(
    '/api/backoffice/events/parked/:id/retry',
    { schema: { params: ParkedEventParamsSchema, response: { 200: ParkedEventSchema, ...errors } } },
    async (req) => {
      await staff.requireAdmin(req);
      const after = await requestRetry(app.deps.db, req.params.id, app.deps.clock.now(), (tx, before, moved) =>
        staff.audit(
          req,
          'event_retry_requested',
          `parked_event:${req.params.id}`,
          { state: before.state, error: before.error },
          { state: moved.state, consumer: moved.consumer, event_id: moved.event_id },
          tx,
        ),
      );
      // This instance takes it at once; another one would on its next pass.
      app.outbox.wake();
      return after;
    },
  );
}
