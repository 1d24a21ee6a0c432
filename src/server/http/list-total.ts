import type { FastifyReply } from 'fastify';

/** A whole list (not paged) answered with its number in X-Total-Count, as the paged lists are. */
export function withTotal<T>(reply: FastifyReply, items: T[]): T[] {
  void reply.header('X-Total-Count', String(items.length));
  return items;
}
