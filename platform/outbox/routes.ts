import { ApiErrorSchema } from '../../schemas/api-error';
import { ParkedEventListSchema, ParkedEventParamsSchema, ParkedEventSchema } from '../../schemas/domain-events';
import type { PlatformApp } from '../http/types';
import { audit, requireStaff } from '../staff/index';
import { listParked, requestRetry } from './parked';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema };

/** The back office's view of the event stream (admin only): parked events and their retry. */
export default async function outboxRoutes(app: PlatformApp): Promise<void> {
  app.get('/api/backoffice/events/parked', { schema: { response: { 200: ParkedEventListSchema, ...errors } } }, async (req) => {
    await requireStaff(req, ['admin']);
    return listParked(app.deps.db);
  });

  app.post('/api/backoffice/events/parked/:id/retry', { schema: { params: ParkedEventParamsSchema, response: { 200: ParkedEventSchema, ...errors } } }, async (req) => {
    await requireStaff(req, ['admin']);
    const after = await requestRetry(app.deps.db, req.params.id, app.deps.clock.now(), (tx, before, moved) =>
      audit(req, 'event_retry_requested', `parked_event:${req.params.id}`, { state: before.state, error: before.error }, { state: moved.state, consumer: moved.consumer, event_id: moved.event_id }, { db: tx }),
    );
    // This instance takes it at once; another one would on its next pass.
    app.outbox.wake();
    return after;
  });
}
