import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeFeed } from '../cache/change-feed';
import type { ListCache } from '../cache/list-cache';
import type { Clock } from '../clock';
import type { MailLimits } from '../config';
import type { Database } from '../db/client';
import { boardRoutes } from './board-routes';
import { calendarFeedRoutes } from './calendar-routes';
import { planningChangesRoutes } from './changes-routes';
import { bookingRoutes } from './booking-routes';
import { planningResourceRoutes } from './resource-routes';

export interface PlanningOptions {
  db: Database;
  lists: ListCache;
  clock: Clock;
  publicUrl: string;
  changes: ChangeFeed;
  mailLimits: MailLimits;
}

/** Every signed-in route of planning (PLANNING.md, API contract). */
export const planningRoutes: FastifyPluginAsyncZod<PlanningOptions> = async (app, options) => {
  await app.register(planningResourceRoutes, options);
  await app.register(bookingRoutes, options);
  await app.register(boardRoutes, options);
  await app.register(calendarFeedRoutes, options);
  await app.register(planningChangesRoutes, options);
};

export { calendarFileRoutes } from './calendar-routes';
