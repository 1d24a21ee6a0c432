import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { classifyDatabaseError, describeError, type DatabaseFailure } from '../db/errors';

export interface FieldError {
  /** A file's line number, for an import (the header is line 1). */
  row?: number;
  field: string;
  message: string;
}

/** An error a client can act on: an HTTP status and a Swedish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: string = messages.sessionExpired) => new AppError(401, message);

export interface ConstraintAnswer {
  status: number;
  message: string;
}

/**
 * How a feature answers when one of its constraints stops a write that validation let through (two
 * requests racing for one number, a row deleted meanwhile). A foreign key's answer is for a row written
 * that refers to one gone; a delete that finds its row still referred to answers in its own feature.
 */
export type ConstraintAnswers = Record<string, ConstraintAnswer>;

/** Seconds a client is asked to wait while the database is away (a restart, a failover). */
export const RETRY_AFTER_SECONDS = 2;

function answerFor(failure: DatabaseFailure, constraints: ConstraintAnswers): ConstraintAnswer {
  const known = failure.constraint ? constraints[failure.constraint] : undefined;
  if (known) return known;
  switch (failure.kind) {
    case 'unique':
      return { status: 409, message: messages.alreadyExists };
    case 'foreign-key':
    case 'still-referenced':
      return { status: 409, message: messages.stillReferenced };
    case 'invalid-data':
      return { status: 400, message: messages.invalidValue };
    case 'concurrent-change':
      return { status: 409, message: messages.concurrentChange };
    case 'unavailable':
      return { status: 503, message: messages.databaseUnavailable };
  }
}

const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
};

function pathOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Maps every error to `{ message, errors? }`. Database errors are answered by their class (the last
 * line of defence behind validation); anything else becomes a 500 that leaks nothing. Logs name the
 * route and the error's kind, never its message or the request's content.
 */
export function registerErrorHandling(app: FastifyInstance, constraints: ConstraintAnswers = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: pathOf(issue.instancePath),
        message: issue.message ?? messages.badRequest,
      }));
      const isWholeBodyWrong = error.validationContext === 'body' && errors.length === 1 && errors[0]!.field === '';
      const message = isWholeBodyWrong ? messages.bodyNotObject : (errors[0]?.message ?? messages.badRequest);
      return reply.status(400).send({ message, errors });
    }
    const route = request.routeOptions.url ?? 'unknown';
    const failure = classifyDatabaseError(error);
    if (failure) {
      const answer = answerFor(failure, constraints);
      const level = answer.status >= 500 ? 'error' : 'warn';
      request.log[level](
        { route, failure: { kind: failure.kind, code: failure.code, constraint: failure.constraint } },
        'database refused the request',
      );
      if (answer.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(answer.status).send({ message: answer.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // A route that takes files has its own limit (the bank's file: 30 MB); say the one that applied.
      const limit = request.routeOptions.bodyLimit ?? 1024 * 1024;
      return reply.status(413).send({ message: messages.bodyTooLargeFor(Math.round(limit / (1024 * 1024))) });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: fastifyCodeMessages[error.code] ?? messages.badRequest });
    }
    request.log.error({ route, error: describeError(error) }, 'unhandled error');
    return reply.status(500).send({ message: messages.internalError });
  });
}
