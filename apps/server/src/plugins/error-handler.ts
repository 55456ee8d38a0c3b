import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '@ascend/contract';
import { AppError } from '../errors.ts';

const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message },
});

function fieldsFromZod(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * One place maps every failure to the error envelope: validation → 400 with fields,
 * AppError → its status, Fastify's own 4xx (bad JSON, size, media type) → matching codes,
 * anything else → 500, logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const p = (v.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
        const key =
          p ||
          String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_');
        fields[key] ??= v.message ?? 'Invalid value';
      }
      const where = err.validationContext ?? 'request';
      const first = Object.entries(fields)[0];
      const message = first
        ? `Invalid ${where}: ${first[0] === '_' ? '' : `${first[0]}: `}${first[1]}`
        : `Invalid ${where}`;
      return reply.status(400).send(body('VALIDATION_ERROR', message, fields));
    }
    if (err instanceof ZodError) {
      return reply
        .status(400)
        .send(body('VALIDATION_ERROR', 'Invalid request', fieldsFromZod(err.issues)));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('RATE_LIMITED', err.message));
    }
    if (status === 413) {
      // A route may say in its own words what is too large (its `config.tooLargeMessage`).
      const own = (request.routeOptions.config as { tooLargeMessage?: string }).tooLargeMessage;
      return reply
        .status(413)
        .send(body('PAYLOAD_TOO_LARGE', own ?? 'The request body is too large'));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(
          body(
            'UNSUPPORTED_MEDIA_TYPE',
            `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`,
          ),
        );
    }
    if (status === 400 && (err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError)) {
      return reply.status(400).send(body('MALFORMED_JSON', 'The request body is not valid JSON'));
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : 'VALIDATION_ERROR';
      return reply.status(status).send(body(code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send(body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`));
  });
}
