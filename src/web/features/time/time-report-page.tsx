import { useState } from 'react';
import { addDays, formatDate, mondayOf, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { billedShareText, type TimeReport } from '../../../shared/time';
import { Alert } from '../../ui/alert';
import { BarChart, type BarSeries } from '../../ui/bar-chart';
import { Button, IconButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { FieldGrid } from '../../ui/field-grid';
import { TextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { SumTable } from '../../ui/sum-table';
import { downloadTimeReportCsv } from './api/download-time-report-csv';
import { useTimeReport } from './api/time-report';
import { CardFlow, PeriodRow } from '../../ui/period-row';

type Person = TimeReport['people'][number];
type HoursKey = 'billable' | 'nonBillable' | 'shift';

const series: Array<BarSeries<HoursKey>> = [
  { key: 'billable', label: 'Debiterbar', tone: 'primary' },
  { key: 'nonBillable', label: 'Ej debiterbar', tone: 'secondary' },
  { key: 'shift', label: 'Närvaro (personalliggaren)', tone: 'outline' },
];
const hours = (value: number) => `${value.toLocaleString('sv-SE', { maximumFractionDigits: 2 })} h`;
const weekday = new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
/** Up to two weeks a bar per day; a longer period a bar per ISO week. */
const MAX_DAY_BARS = 14;

function PersonCard({ person, isByDay }: { person: Person; isByDay: boolean }) {
  const groups = isByDay
    ? person.days.map((day) => ({
        ...day,
        label: weekday.format(new Date(`${day.date}T00:00:00Z`)),
        spoken: formatDate(day.date),
      }))
    : person.weeks.map((week) => ({
        ...week,
        label: `v${Number(week.week.slice(6))}`,
        spoken: `vecka ${Number(week.week.slice(6))}`,
      }));
  const share = person.total.billedShare;
  return (
    <Card title={person.name} icon="accountCircle">
      <Stack gap={1.5}>
        <BarChart
          label={`Timmar för ${person.name}`}
          series={series}
          max={8}
          groups={groups.map((group) => ({
            label: group.label,
            values: { billable: group.billable, nonBillable: group.nonBillable, shift: group.shift },
            description: `${group.spoken}: debiterbar ${hours(group.billable)}, ej debiterbar ${hours(group.nonBillable)}, närvaro ${hours(group.shift)}`,
          }))}
        />
        <SumTable
          label={`Summa för ${person.name}`}
          rows={[
            { label: 'Debiterbar tid', value: hours(person.total.billable) },
            { label: 'Ej debiterbar tid', value: hours(person.total.nonBillable) },
            { label: 'Närvaro enligt personalliggaren', value: hours(person.total.shift) },
            { label: 'Debiterat av närvaron', value: billedShareText(share), isTotal: true },
          ]}
        />
        {share !== null && share > 1 && (
          <Text size="small" tone="muted">
            Mer debiterbar tid än närvaro i personalliggaren: kontrollera in- och utcheckningarna.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** "Tidrapport": a week per person at a glance, any period, and the CSV payroll reads (docs/team.md 11). */
export default function TimeReportPage() {
  const thisMonday = mondayOf(swedishDate());
  const [from, setFrom] = useState(thisMonday);
  const [to, setTo] = useState(addDays(thisMonday, 6));
  const [isDownloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const isPeriod = from !== '' && to !== '' && from <= to;
  const report = useTimeReport(from, to);
  const isByDay =
    isPeriod &&
    report.data !== undefined &&
    report.data.people[0] !== undefined &&
    report.data.people[0].days.length <= MAX_DAY_BARS;
  const moveWeek = (weeks: number) => {
    setFrom(addDays(mondayOf(from || thisMonday), 7 * weeks));
    setTo(addDays(mondayOf(from || thisMonday), 7 * weeks + 6));
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadTimeReportCsv(from, to);
    } catch (caught) {
      setNotice({
        severity: 'error',
        text: caught instanceof Error && caught.message ? caught.message : messages.unknownError,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Tidrapport"
        subtitle={isPeriod ? `${formatDate(from)} – ${formatDate(to)}` : undefined}
        actions={
          <Button
            icon="fileDownloadOutlined"
            isBusy={isDownloading}
            disabled={!isPeriod}
            onClick={() => void download()}
          >
            Ladda ner CSV
          </Button>
        }
      />
      <Stack gap={2}>
        <PeriodRow>
          <IconButton icon="chevronLeft" label="Föregående vecka" onClick={() => moveWeek(-1)} />
          <FieldGrid columns="1fr 1fr" phoneColumns="1fr">
            <TextField label="Från" type="date" size="small" value={from} onChange={setFrom} />
            <TextField label="Till" type="date" size="small" value={to} onChange={setTo} />
          </FieldGrid>
          <IconButton icon="chevronRight" label="Nästa vecka" onClick={() => moveWeek(1)} />
        </PeriodRow>
        {!isPeriod ? (
          <Alert severity="info">Välj en period: från och till, till efter från.</Alert>
        ) : report.isPending ? (
          <Skeleton height={240} />
        ) : report.isError ? (
          <Alert severity="error">{report.error.message || 'Kunde inte hämta tidrapporten.'}</Alert>
        ) : (
          <CardFlow>
            {report.data.people.map((person) => (
              <PersonCard key={person.userId ?? person.name} person={person} isByDay={isByDay} />
            ))}
          </CardFlow>
        )}
      </Stack>
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
