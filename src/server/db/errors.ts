/**
 * What went wrong in the database, in the terms a client can be answered in. PostgreSQL's SQLSTATE
 * classes (https://www.postgresql.org/docs/current/errcodes-appendix.html) decide; the error may come
 * wrapped by Drizzle (DrizzleQueryError, whose message holds the query's parameters) or arrive as a
 * network error from the driver.
 */
export type DatabaseFailureKind =
  'unique' | 'foreign-key' | 'still-referenced' | 'invalid-data' | 'concurrent-change' | 'unavailable';

export interface DatabaseFailure {
  kind: DatabaseFailureKind;
  /** SQLSTATE, or the network error's code. */
  code: string;
  constraint: string | undefined;
  /** The table the failing statement wrote to. */
  table: string | undefined;
}

/** Errors of the connection, not of the statement: the database restarts, fails over or is out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const CONNECTION_MESSAGES =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|connection error|server closed the connection|not queryable/i;

interface ErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* causes(error: unknown): Generator<ErrorFields> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as ErrorFields;
    current = (current as ErrorFields).cause;
  }
}

function kindOf(sqlState: string): DatabaseFailureKind | null {
  if (sqlState === '23505') return 'unique';
  if (sqlState === '23503') return 'foreign-key';
  // A delete stopped by an ON DELETE RESTRICT key: the row is still referred to.
  if (sqlState === '23001') return 'still-referenced';
  // 23502 not null, 23514 check, class 22 data exceptions (bad date, text, number, encoding).
  if (sqlState === '23502' || sqlState === '23514' || sqlState.startsWith('22')) return 'invalid-data';
  if (sqlState === '40001' || sqlState === '40P01') return 'concurrent-change';
  // Class 08 connection exceptions, 57P0x the server shutting down or starting, 53 out of resources.
  if (sqlState.startsWith('08') || /^57P0[1-4]$/.test(sqlState) || sqlState.startsWith('53')) return 'unavailable';
  return null;
}

/**
 * Whether a DELETE failed because rows still refer to the row: PostgreSQL 17 answers an ON DELETE
 * RESTRICT key with 23001, earlier servers with 23503. A DELETE cannot miss a referenced row, so
 * either code means "still referred to" there.
 */
export function isStillReferenced(error: unknown): boolean {
  const kind = classifyDatabaseError(error)?.kind;
  return kind === 'still-referenced' || kind === 'foreign-key';
}

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      const kind = kindOf(code);
      if (kind) {
        return {
          kind,
          code,
          constraint: typeof cause.constraint === 'string' ? cause.constraint : undefined,
          table: typeof cause.table === 'string' ? cause.table : undefined,
        };
      }
    }
    if (
      (code && NETWORK_CODES.has(code)) ||
      (typeof cause.message === 'string' && CONNECTION_MESSAGES.test(cause.message))
    ) {
      return { kind: 'unavailable', code: code ?? 'connection', constraint: undefined, table: undefined };
    }
  }
  return null;
}

/**
 * An error as it may be logged: its kind, codes and where it was thrown, never its message, which
 * for a failed query carries the parameters (names, e-mail addresses, password hashes).
 */
export function describeError(error: unknown): Record<string, unknown> {
  const chain = [...causes(error)].map((cause) => ({
    type: (cause as object).constructor?.name ?? typeof cause,
    ...(typeof cause.code === 'string' ? { code: cause.code } : {}),
    ...(typeof cause.constraint === 'string' ? { constraint: cause.constraint } : {}),
    ...(typeof cause.table === 'string' ? { table: cause.table } : {}),
  }));
  const stack =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 8)
          .map((line) => line.trim())
      : [];
  return { chain, stack };
}
