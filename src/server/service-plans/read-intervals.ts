import { addDays } from '../../shared/dates';
import { DUE_SOON_DAYS, FORECAST_WINDOW_DAYS, intervalState, resolveLastDone } from '../../shared/service-schedule';
import type { Database } from '../db/client';
import type { ReadInterval } from './mapper';
import * as repository from './repository';

/** What every read of a plan needs: which day it is. */
export interface PlanContext {
  today: string;
}

/** Intervals with their last done, next due, forecast and status as of today (docs/workshop.md). */
export async function readIntervals(
  db: Database,
  organisationId: string,
  context: PlanContext,
  scope: repository.FactsScope = {},
  withinDays = DUE_SOON_DAYS,
): Promise<ReadInterval[]> {
  const windowStart = addDays(context.today, -FORECAST_WINDOW_DAYS);
  const rows = await repository.intervalFacts(db, organisationId, windowStart, scope);
  return rows.map((facts) => {
    const lastDone = resolveLastDone({
      workOrder: facts.doneWorkOrderId
        ? { id: facts.doneWorkOrderId, date: facts.doneDate!, meterTenths: facts.doneMeterTenths }
        : null,
      given: {
        date: facts.givenDoneDate,
        meterTenths: facts.givenDoneMeterTenths ?? facts.givenDateMeterTenths,
      },
      added: { date: facts.addedOn, meterTenths: facts.addedMeterTenths },
    });
    const latest = facts.meterDate === null ? null : { date: facts.meterDate, tenths: facts.meterTenths! };
    const windowStartReading =
      facts.windowDate === null ? null : { date: facts.windowDate, tenths: facts.windowTenths! };
    const state = intervalState(
      facts,
      lastDone,
      { latest, windowStart: windowStartReading },
      context.today,
      withinDays,
    );
    return { facts, lastDone, state };
  });
}
