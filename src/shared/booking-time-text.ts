// A booking's time in Swedish words, as a customer and the board read it ("tisdag 31 mars kl. 07:00–09:00").
// Times are Swedish wall-clock text ("2026-03-31T07:00", docs/decisions/052): no zone arithmetic here.

const DAY = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const dateOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

/** "tisdag 31 mars" of "2026-03-31". */
export const dayWords = (date: string) => DAY.format(dateOf(date));

/** "tis 31 mars" of "2026-03-31". */
export const shortDayWords = (date: string) => SHORT_DAY.format(dateOf(date));

const parts = (time: string) => ({ date: time.slice(0, 10), clock: time.slice(11, 16) });

/** "tisdag 31 mars kl. 07:00–09:00", or over days "tisdag 31 mars kl. 07:00 – onsdag 1 april kl. 16:00". */
export function bookingTimeWords(start: string, end: string): string {
  const from = parts(start);
  const to = parts(end);
  if (from.date === to.date) return `${dayWords(from.date)} kl. ${from.clock}–${to.clock}`;
  return `${dayWords(from.date)} kl. ${from.clock} – ${dayWords(to.date)} kl. ${to.clock}`;
}
