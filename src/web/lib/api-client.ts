import { sessionMessages as messages } from '../../shared/session-messages';
import { extractErrorMessage } from './error-message';
import { clearToken, readToken } from './token-storage';

export interface FieldProblem {
  row?: number;
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's `errors`: each field (and, for a file, row) that was refused. */
    readonly problems: FieldProblem[] = [],
    /** The answer's stable `code` (`work_order.not_found`, docs/decisions/041): what a screen or a queue acts on. */
    readonly code?: string,
    /** The whole answer, for a refusal that carries more (a 409 with the booking as it is now). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

function bodyOf(text: string): Record<string, unknown> {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

let onUnauthorized: () => void = () => undefined;

/** The auth provider registers what a 401 does: forget the user and go to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Public calls (login, register) send no token and do not treat 401 as an expired session. */
  isPublic?: boolean;
  /** The start-up session check reports its own failure instead of the expired-session redirect. */
  isSessionCheck?: boolean;
  signal?: AbortSignal;
  /** A file sent as it is (a CSV import), with its own content type, instead of a JSON body. */
  file?: { data: Blob; contentType: string };
  /** Sent as `Idempotency-Key` (FIELD.md decision 8): a queued change sent again is carried out once. */
  idempotencyKey?: string;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

async function send(path: string, options: RequestOptions, accept = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file) headers['Content-Type'] = options.file.contentType;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (!options.isPublic) {
    const token = readToken();
    // docs/product.md, Sessions: a call without a token fails with this message; the route guard handles the redirect.
    if (!token) throw new ApiError(401, messages.noToken);
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.file ? options.file.data : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Kunde inte nå servern. Kontrollera anslutningen och försök igen.');
  }
  if (response.status === 401 && !options.isPublic) {
    clearToken();
    if (!options.isSessionCheck) onUnauthorized();
    throw new ApiError(401, messages.sessionExpired);
  }
  if (!response.ok) {
    const text = await response.text();
    const body = bodyOf(text);
    const { errors, code } = body;
    throw new ApiError(
      response.status,
      extractErrorMessage(response.status, text),
      Array.isArray(errors) ? (errors as FieldProblem[]) : [],
      typeof code === 'string' ? code : undefined,
      body,
    );
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const response = await send(path, options);
  const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  return { data, headers: response.headers };
}

export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** Downloads a file from the API under the given name (PDF, SIE). */
export async function downloadFile(path: string, fileName: string, accept: string): Promise<void> {
  const response = await send(path, {}, accept);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function totalCount(headers: Headers): number {
  return Number(headers.get('X-Total-Count') ?? 0);
}

/** The server's question about a meter reading far above the one before it (409 naming confirmJump): asked, then sent again with confirmJump. */
export const isJumpQuestion = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.problems.some((problem) => problem.field === 'confirmJump');
