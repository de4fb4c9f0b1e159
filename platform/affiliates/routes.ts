import { ApiErrorSchema } from '../../schemas/api-error';
import { AffiliateReportQuerySchema, AffiliateReportSchema } from '../../schemas/affiliates';
import type { PlatformApp } from '../http/types';
import { requireStaff } from '../staff/index';
import { affiliateReport } from './report';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 422: ApiErrorSchema };
/** Marketing reads the affiliates report (admin passes every staff check). */
export const REPORT_READERS = ['marketing', 'admin'] as const;

/** GET /api/backoffice/affiliates/report?from=&to=: registrations and first deposits per stag and per UTM campaign. */
export default async function affiliatesRoutes(app: PlatformApp): Promise<void> {
  app.get(
    '/api/backoffice/affiliates/report',
    { schema: { querystring: AffiliateReportQuerySchema, response: { 200: AffiliateReportSchema, ...errors } } },
    async (req, reply) => {
      await requireStaff(req, REPORT_READERS);
      reply.header('cache-control', 'private, no-store');
      return affiliateReport(app.deps.db, req.query);
    },
  );
}
