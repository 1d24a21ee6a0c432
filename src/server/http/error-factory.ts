/** One field (and, for a file, row) a refusal concerns. */
export interface FieldError {
  /** A file's line number, for an import (the header is line 1). */
  row?: number;
  field: string;
  message: string;
}

/**
 * An error a client can act on: a stable code (`work_order.not_found`), an HTTP status and a Swedish
 * message (docs/decisions/041). Made by a feature's factories in its `errors.ts`, never by hand.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** The same refusal, naming the fields (or a file's rows) it concerns. */
  with(errors: FieldError[]): AppError {
    return new AppError(this.code, this.statusCode, this.message, errors);
  }

  /** The same refusal, naming the one field it concerns with its own message. */
  at(field: string): AppError {
    return this.with([{ field, message: this.message }]);
  }
}

/** Makes one kind of refusal; its code and status are read by the OpenAPI document and the tests. */
export interface ErrorFactory<A extends unknown[] = []> {
  (...args: A): AppError;
  readonly code: string;
  readonly statusCode: number;
}

export interface ErrorSpec<A extends unknown[]> {
  /** `feature.what`, lower case with underscores: what a client acts on, kept when the wording changes. */
  code: string;
  statusCode: number;
  /** The Swedish sentence, or how it is made from the call's values. */
  message: string | ((...args: A) => string);
}

const registry = new Set<string>();

/** Papra's `createErrorFactory`: one per kind of refusal, declared in its feature's `errors.ts`. */
export function createErrorFactory<A extends unknown[] = []>({
  code,
  statusCode,
  message,
}: ErrorSpec<A>): ErrorFactory<A> {
  registry.add(code);
  const make = (...args: A) => new AppError(code, statusCode, typeof message === 'string' ? message : message(...args));
  return Object.assign(make, { code, statusCode });
}

/** Every code made by a factory loaded so far, sorted (the whole app's once `app.ts` is loaded). */
export const registeredErrorCodes = (): string[] => [...registry].sort();

export const isErrorFactory = (value: unknown): value is ErrorFactory<never[]> =>
  typeof value === 'function' &&
  typeof (value as { code?: unknown }).code === 'string' &&
  typeof (value as { statusCode?: unknown }).statusCode === 'number';
