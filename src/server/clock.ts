import { swedishDate } from '../shared/dates';

/** Where the server reads the time: injected, so that tests fix the day and none fails at midnight. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Today's date in Sweden (YYYY-MM-DD) by the clock. */
export const todayBy = (clock: Clock) => swedishDate(clock());
