import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages';
import { requestInvalid } from './errors';

/** Deeper than any form makes; JSON nested thousands deep would overflow the stack when stored. */
export const MAX_NESTING = 32;
const MAX_NODES = 100_000;

/** PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is no character at all. */
// In unicode mode a class of surrogates matches only those not in a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The first place in a parsed request where text cannot be stored or nesting is too deep, as a
 * field path (`items.0.description`), or null. Walks iteratively, so depth itself cannot overflow.
 */
export function findUnstorable(root: unknown): { field: string; message: string } | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (++nodes > MAX_NODES) return { field: path, message: messages.nestedTooDeep };
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { field: path, message: messages.forbiddenCharacters };
      continue;
    }
    // A file's bytes (a CSV import) are checked by the feature that decodes them.
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_NESTING) return { field: path, message: messages.nestedTooDeep };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return { field: path, message: messages.forbiddenCharacters };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** Refuses, before any validation or query, what no column could hold (a 400 instead of a database error). */
export function guardInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findUnstorable(part);
      if (problem) throw requestInvalid(problem.message).with([problem]);
    }
  });
}
