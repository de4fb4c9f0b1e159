import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../../schemas/api-error';

/** A deliberate 4xx from a route: code, human message and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** More of the answer beside `error`, `message` and `errors` (a refusal's figures, e.g. a limit's remaining amount). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * A refusal for too many calls (429). It carries the wait, whole seconds, to the `Retry-After`
 * header and the body's `retry_after_s`, so the site can say it in the player's language; the
 * message says it in minutes, which is what a person reads.
 */
export class RateLimitedError extends HttpError {
  readonly retryAfterS: number;
  constructor(retryAfterMs: number, what = 'attempts') {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    super(429, 'rate_limited', `Too many ${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    this.retryAfterS = seconds;
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string[]>) => new HttpError(422, code, message, fields);
export const unauthorized = (message = 'You need to sign in first') => new HttpError(401, 'unauthorized', message);
export const forbidden = (code = 'forbidden', message = 'Not allowed') => new HttpError(403, code, message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);

function body(code: string, message: string, errors?: Record<string, string[]>): ApiError {
  return errors ? { error: code, message, errors } : { error: code, message };
}

/**
 * Maps every failure to the ApiError shape. Validation and parse failures are the client's
 * fault (4xx with field messages); anything unexpected is logged and answered 500 without detail.
 */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof RateLimitedError) {
    return reply
      .status(429)
      .header('retry-after', String(err.retryAfterS))
      .send({ ...body(err.code, err.message), retry_after_s: err.retryAfterS });
  }
  if (err instanceof HttpError) {
    return reply.status(err.statusCode).send({ ...err.details, ...body(err.code, err.message, err.fields) });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string[]> = {};
    for (const issue of err.validation) {
      const p = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join('.') || '_';
      const key = `${err.validationContext === 'body' ? '' : `${err.validationContext}.`}${p}`.replace(/^\.|\.$/g, '') || '_';
      (fields[key] ??= []).push(issue.message ?? 'is invalid');
    }
    return reply.status(422).send(body('validation_failed', 'Some fields are not valid', fields));
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err, url: req.url }, 'RESPONSE_SERIALIZATION_FAILED');
    return reply.status(500).send(body('internal', 'Something went wrong'));
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: bad JSON, too large, wrong content type, rate limit.
    const code =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'malformed_json'
        : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'body_too_large'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported_media_type'
            : status === 429
              ? 'rate_limited'
              : (err.code ?? 'bad_request').toLowerCase();
    return reply.status(status).send(body(code, err.message));
  }
  req.log.error({ err, url: req.url, method: req.method }, 'UNHANDLED_ERROR');
  return reply.status(500).send(body('internal', 'Something went wrong'));
}
