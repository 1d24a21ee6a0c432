import type { ServiceInterval } from '../../shared/service-plans';
import { fromTenths } from '../../shared/meter';
import type { IntervalState, LastDone } from '../../shared/service-schedule';
import type { IntervalFacts } from './repository';

/** An interval as read: the facts it is computed from, its last done and its state today. */
export interface ReadInterval {
  facts: IntervalFacts;
  lastDone: LastDone;
  state: IntervalState;
}

const meter = (tenths: number | null) => (tenths === null ? null : fromTenths(tenths));

export function toInterval({ facts, lastDone, state }: ReadInterval): ServiceInterval {
  return {
    id: facts.id,
    machineId: facts.machineId,
    name: facts.name,
    everyMeter: facts.everyMeter,
    everyMonths: facts.everyMonths,
    lastDoneDate: lastDone.date,
    lastDoneMeter: meter(lastDone.meterTenths),
    lastDoneWorkOrderId: lastDone.workOrderId,
    lastDoneSource: lastDone.source,
    nextDueDate: state.nextDueDate,
    nextDueMeter: meter(state.nextDueMeterTenths),
    forecastDate: state.forecastDate,
    status: state.status,
    createdAt: facts.createdAt,
  };
}
