import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler, HttpError } from '../../http/errors';

/**
 * A 4xx with more in its body than the ApiError fields: the balance of an insufficient-funds
 * refusal (providers show it), the `fields` list of profile_incomplete (the game page's popup).
 */
export class DetailedHttpError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields: Record<string, string[]> | undefined,
    readonly extra: Record<string, unknown>,
  ) {
    super(statusCode, code, message, fields);
  }
}

/** The platform's error handler, with the extra fields of a DetailedHttpError added to the body. */
export function detailedErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof DetailedHttpError) {
    return reply.status(err.statusCode).send({ error: err.code, message: err.message, ...(err.fields ? { errors: err.fields } : {}), ...err.extra });
  }
  return errorHandler(err, req, reply);
}
