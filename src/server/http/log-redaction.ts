import type { FastifyRequest } from 'fastify';

const REDACTED = '[dolt]';

/** Path words after which the next segment is a secret: an invitation's, a password reset's or a calendar feed's token. */
const SECRET_FOLLOWS = new Set(['invite', 'invitations', 'reset-password', 'password-reset', 'calendar']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Anything shaped like a bearer or link token (tokens.ts: 43 base64url characters), wherever it sits. */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;

/**
 * Query parameters whose values say how a list is cut, never what someone typed: they stay readable
 * in the log. Every other value (a search `q` that may be a personnummer, a name, an e-mail) is redacted.
 */
const PLAIN_QUERY_KEYS = new Set([
  'limit',
  'offset',
  'sort',
  'order',
  'status',
  'kind',
  'format',
  'from',
  'to',
  'date',
  'year',
  'month',
  'assignee',
  'entity',
]);

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (segment === '' || UUID.test(segment)) return segment;
      if (SECRET_FOLLOWS.has(segments[index - 1] ?? '') && segment !== 'accept') return REDACTED;
      return TOKEN_LIKE.test(segment) ? REDACTED : segment;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1 || PLAIN_QUERY_KEYS.has(key)) return pair;
      return `${key}=${REDACTED}`;
    })
    .join('&');
}

/** A request URL as the log may keep it: tokens in the path and typed search terms left out. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return redactPath(url);
  return `${redactPath(url.slice(0, mark))}?${redactQuery(url.slice(mark + 1))}`;
}

/** Fastify's own request serializer (lib/logger-pino.js) with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
