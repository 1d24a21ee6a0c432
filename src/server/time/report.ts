import { csvLines } from '../http/csv-write';
import { addDays, isoWeekOf } from '../../shared/dates';
import { billedShareOf, type ReportHours, type TimeReport } from '../../shared/time';
import type { Database } from '../db/client';
import { reportRows, type ReportRow } from './repository';

// The time report (docs/team.md decision 11): hours on jobs per person, beside the hours they were checked in.

interface Person {
  userId: string | null;
  name: string;
  nameFrom: ReportRow['kind'];
  /** Per date, in hundredths of an hour (shift hours from whole minutes). */
  days: Map<string, { billable: number; nonBillable: number; shiftMinutes: number }>;
}

const swedish = new Intl.Collator('sv');
const NAME_RANK: Record<ReportRow['kind'], number> = { member: 0, time: 1, shift: 2 };
const hours = (hundredths: number) => Math.round(hundredths) / 100;
const shiftHours = (minutes: number) => Math.round((minutes * 100) / 60) / 100;

function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** GET /time/report: every member, and anyone with time or a shift in the period, in name order. */
export async function timeReport(db: Database, organisationId: string, from: string, to: string): Promise<TimeReport> {
  const people = new Map<string, Person>();
  for (const row of await reportRows(db, organisationId, from, to)) {
    const key = row.userId ?? `pn:${row.personalNumber}`;
    let person = people.get(key);
    if (!person)
      people.set(key, (person = { userId: row.userId, name: row.name, nameFrom: row.kind, days: new Map() }));
    // The name as the member is called now, over the one a shift was checked in under.
    if (NAME_RANK[row.kind] < NAME_RANK[person.nameFrom]) Object.assign(person, { name: row.name, nameFrom: row.kind });
    if (row.date === null) continue;
    let day = person.days.get(row.date);
    if (!day) person.days.set(row.date, (day = { billable: 0, nonBillable: 0, shiftMinutes: 0 }));
    day.billable += Number(row.billable);
    day.nonBillable += Number(row.nonBillable);
    day.shiftMinutes += Number(row.minutes);
  }

  const dates = datesOf(from, to);
  const weekOf = new Map(dates.map((date) => [date, isoWeekOf(date)]));
  const report: TimeReport = { from, to, people: [] };
  for (const person of [...people.values()].sort((a, b) => swedish.compare(a.name, b.name))) {
    const days = dates.map((date) => {
      const day = person.days.get(date);
      return {
        date,
        billable: hours(day?.billable ?? 0),
        nonBillable: hours(day?.nonBillable ?? 0),
        shift: shiftHours(day?.shiftMinutes ?? 0),
      };
    });
    const weeks = new Map<string, ReportHours>();
    for (const day of days) {
      const week = weekOf.get(day.date)!;
      weeks.set(week, add(weeks.get(week) ?? { billable: 0, nonBillable: 0, shift: 0 }, day));
    }
    const total = days.reduce<ReportHours>((sum, day) => add(sum, day), {
      billable: 0,
      nonBillable: 0,
      shift: 0,
    });
    report.people.push({
      userId: person.userId,
      name: person.name,
      days,
      weeks: [...weeks].map(([week, sum]) => ({ week, ...sum })),
      total: { ...total, billedShare: billedShareOf(total) },
    });
  }
  return report;
}

/** Sums in hundredths, so that 0,1 + 0,2 stays 0,3. */
function add(sum: ReportHours, day: ReportHours): ReportHours {
  return {
    billable: Math.round(sum.billable * 100 + day.billable * 100) / 100,
    nonBillable: Math.round(sum.nonBillable * 100 + day.nonBillable * 100) / 100,
    shift: Math.round(sum.shift * 100 + day.shift * 100) / 100,
  };
}

const decimal = (value: number) =>
  value.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const CSV_HEADER = [
  'Namn',
  'Datum',
  'Vecka',
  'Debiterbar tid (h)',
  'Ej debiterbar tid (h)',
  'Närvaro enligt personalliggaren (h)',
];

/**
 * The report for payroll, as Excel in Sweden opens it by double-click: UTF-8 with a BOM, semicolons,
 * decimal commas, CRLF. One row per person and day with hours, then the person's total.
 */
export function timeReportCsv(report: TimeReport): string {
  const rows: string[][] = [CSV_HEADER];
  for (const person of report.people) {
    for (const day of person.days) {
      if (day.billable === 0 && day.nonBillable === 0 && day.shift === 0) continue;
      rows.push([
        person.name,
        day.date,
        isoWeekOf(day.date),
        decimal(day.billable),
        decimal(day.nonBillable),
        decimal(day.shift),
      ]);
    }
    rows.push([
      person.name,
      `${report.from} – ${report.to}`,
      'Summa',
      decimal(person.total.billable),
      decimal(person.total.nonBillable),
      decimal(person.total.shift),
    ]);
  }
  // A name like "=HYPERLINK(…)" is text in Excel, never a formula (http/csv-write.ts).
  return `\uFEFF${csvLines(rows)}`;
}
