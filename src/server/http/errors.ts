import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { classifyDatabaseError, describeError, type DatabaseFailure } from '../db/errors';
import { AppError, createErrorFactory, type ErrorFactory } from './error-factory';

export { AppError, createErrorFactory, type ErrorFactory, type FieldError } from './error-factory';

// The answers any call may get, whatever its feature (docs/decisions/041).
export const requestInvalid = createErrorFactory({
  code: 'request.invalid',
  statusCode: 400,
  message: (message: string = messages.badRequest) => message,
});
/** A list's status filter that names no status. */
export const invalidStatus = createErrorFactory({
  code: 'request.invalid_status',
  statusCode: 400,
  message: messages.invalidStatus,
});
export const invalidJson = createErrorFactory({
  code: 'request.invalid_json',
  statusCode: 400,
  message: messages.invalidJson,
});
export const invalidValue = createErrorFactory({
  code: 'request.invalid_value',
  statusCode: 400,
  message: messages.invalidValue,
});
export const notFound = createErrorFactory({
  code: 'request.not_found',
  statusCode: 404,
  message: messages.notFound,
});
export const bodyTooLarge = createErrorFactory({
  code: 'request.body_too_large',
  statusCode: 413,
  message: (megabytes: number) => messages.bodyTooLargeFor(megabytes),
});
export const unsupportedMediaType = createErrorFactory({
  code: 'request.unsupported_media_type',
  statusCode: 415,
  message: messages.unsupportedMediaType,
});
export const tooManyRequests = createErrorFactory({
  code: 'request.too_many',
  statusCode: 429,
  message: messages.tooManyRequests,
});
export const alreadyExists = createErrorFactory({
  code: 'conflict.exists',
  statusCode: 409,
  message: messages.alreadyExists,
});
export const stillReferenced = createErrorFactory({
  code: 'conflict.still_referenced',
  statusCode: 409,
  message: messages.stillReferenced,
});
export const concurrentChange = createErrorFactory({
  code: 'conflict.concurrent_change',
  statusCode: 409,
  message: messages.concurrentChange,
});
export const databaseUnavailable = createErrorFactory({
  code: 'server.unavailable',
  statusCode: 503,
  message: messages.databaseUnavailable,
});
export const internalError = createErrorFactory({
  code: 'server.internal',
  statusCode: 500,
  message: messages.internalError,
});

// An import's refusals, whichever register it fills.
export const importInvalid = createErrorFactory({
  code: 'import.invalid',
  statusCode: 400,
  message: messages.importInvalid,
});
export const importTooManyColumns = createErrorFactory({
  code: 'import.too_many_columns',
  statusCode: 400,
  message: messages.importTooManyColumns,
});
export const importMalformed = createErrorFactory({
  code: 'import.malformed',
  statusCode: 400,
  message: messages.importMalformed,
});
/** No rows: each register says it in its own words. */
export const importEmpty = createErrorFactory({
  code: 'import.empty',
  statusCode: 400,
  message: (message: string) => message,
});
export const importTooLarge = createErrorFactory({
  code: 'import.too_large',
  statusCode: 400,
  message: messages.importTooLarge,
});
export const csvRequired = createErrorFactory({
  code: 'import.csv_required',
  statusCode: 415,
  message: messages.csvRequired,
});

/**
 * How a feature answers when one of its constraints stops a write that validation let through (two
 * requests racing for one number, a row deleted meanwhile): the constraint's name and the feature's own
 * error. A foreign key's answer is for a row written that refers to one gone; a delete that finds its
 * row still referred to answers in its own feature.
 */
export type ConstraintAnswers = Record<string, ErrorFactory>;

/** Seconds a client is asked to wait while the database is away (a restart, a failover). */
export const RETRY_AFTER_SECONDS = 2;

function answerFor(failure: DatabaseFailure, constraints: ConstraintAnswers): AppError {
  const known = failure.constraint ? constraints[failure.constraint] : undefined;
  if (known) return known();
  switch (failure.kind) {
    case 'unique':
      return alreadyExists();
    case 'foreign-key':
    case 'still-referenced':
      return stillReferenced();
    case 'invalid-data':
      return invalidValue();
    case 'concurrent-change':
      return concurrentChange();
    case 'unavailable':
      return databaseUnavailable();
  }
}

const fastifyCodeAnswers: Record<string, ErrorFactory> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaType,
};

/** The body of every refusal: `{ code, message, errors? }`. */
export const bodyOf = (error: AppError) => ({
  code: error.code,
  message: error.message,
  ...(error.errors ? { errors: error.errors } : {}),
});

function pathOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Maps every error to `{ code, message, errors? }`. Database errors are answered by their class (the
 * last line of defence behind validation); anything else becomes a 500 that leaks nothing. Logs name the
 * route and the error's kind, never its message or the request's content.
 */
export function registerErrorHandling(app: FastifyInstance, constraints: ConstraintAnswers = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(bodyOf(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: pathOf(issue.instancePath),
        message: issue.message ?? messages.badRequest,
      }));
      const isWholeBodyWrong = error.validationContext === 'body' && errors.length === 1 && errors[0]!.field === '';
      const message = isWholeBodyWrong ? messages.bodyNotObject : (errors[0]?.message ?? messages.badRequest);
      return reply.status(400).send(bodyOf(requestInvalid(message).with(errors)));
    }
    const route = request.routeOptions.url ?? 'unknown';
    const failure = classifyDatabaseError(error);
    if (failure) {
      const answer = answerFor(failure, constraints);
      const level = answer.statusCode >= 500 ? 'error' : 'warn';
      request.log[level](
        { route, failure: { kind: failure.kind, code: failure.code, constraint: failure.constraint } },
        'database refused the request',
      );
      if (answer.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(answer.statusCode).send(bodyOf(answer));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(bodyOf(tooManyRequests()));
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // A route that takes files has its own limit (the bank's file: 30 MB); say the one that applied.
      const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
      return reply.status(413).send(bodyOf(bodyTooLarge(Math.round(limit / (1024 * 1024)))));
    }
    if (status >= 400 && status < 500) {
      const answer = fastifyCodeAnswers[error.code]?.() ?? requestInvalid();
      return reply.status(status).send(bodyOf(answer));
    }
    request.log.error({ route, error: describeError(error) }, 'unhandled error');
    return reply.status(500).send(bodyOf(internalError()));
  });
}

// Device times (FIELD.md decisions 7 and 9) and idempotency keys (decision 8): refusals of the shared layer.
export const deviceTimeInFuture = createErrorFactory({
  code: 'request.device_time_in_future',
  statusCode: 400,
  message: messages.deviceTimeInFuture,
});
export const deviceTimeTooOld = createErrorFactory({
  code: 'request.device_time_too_old',
  statusCode: 400,
  message: (days: number) => messages.deviceTimeTooOld(days),
});
export const idempotencyKeyInvalid = createErrorFactory({
  code: 'request.idempotency_key_invalid',
  statusCode: 400,
  message: messages.idempotencyKeyInvalid,
});
export const idempotencyKeyReused = createErrorFactory({
  code: 'request.idempotency_key_reused',
  statusCode: 422,
  message: messages.idempotencyKeyReused,
});
export const idempotencyInProgress = createErrorFactory({
  code: 'request.idempotency_in_progress',
  statusCode: 409,
  message: messages.idempotencyInProgress,
});
