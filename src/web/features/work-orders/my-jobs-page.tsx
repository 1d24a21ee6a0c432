import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { shortDayWords } from '../../../shared/booking-time-text';
import { swedishDate } from '../../../shared/dates';
import type { WorkOrder } from '../../../shared/work-orders';
import { Alert } from '../../ui/alert';
import { EmptyState } from '../../ui/empty-state';
import { JobCard, JobCardList, JobCardsTop, JobCardWhere } from '../../ui/job-card';
import { PhoneLink } from '../../ui/phone-link';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { WorkOrderStatusChip } from '../../ui/status-chip';
import { useSession } from '../../session/session-context';
import { useFieldPackRefresh } from '../../lib/offline/use-field-pack';
import { useMyBookings, type MyBooking } from './api/my-bookings';
import { useMyJobs } from './api/my-jobs';
import { useStartJob } from './api/start-job';

/** What the job is on and for whom, by name: "Volvo EC220E (ABC123) · Åkeri Nord AB"; the category and customer number when it names neither. */
export function jobSubject(
  job: Pick<WorkOrder, 'machineName' | 'customerName' | 'vehicleCategory' | 'customerNumber'>,
): string {
  const named = [job.machineName ?? job.vehicleCategory, job.customerName ?? job.customerNumber].filter(Boolean);
  return named.join(' · ');
}

/** "Idag 07:00–09:00", "tis 31 mars 07:00–09:00": when a booked job is done. */
function bookedWhen(booking: MyBooking, today: string): string {
  const day = (date: string) => (date === today ? 'Idag' : shortDayWords(date));
  const [startDate, endDate] = [booking.start.slice(0, 10), booking.end.slice(0, 10)];
  const [from, to] = [booking.start.slice(11), booking.end.slice(11)];
  return startDate === endDate
    ? `${day(startDate)} ${from}–${to}`
    : `${day(startDate)} ${from} – ${day(endDate)} ${to}`;
}

/** The booked ones first in time order (PLANNING.md decision 4), then the rest as before. */
function inBookedOrder(jobs: WorkOrder[], bookings: MyBooking[]) {
  const booked = bookings.flatMap((booking) => {
    const job = jobs.find((candidate) => candidate.id === booking.workOrderId);
    return job ? [{ job, booking }] : [];
  });
  const rest = jobs.filter((job) => !bookings.some((booking) => booking.workOrderId === job.id));
  return [...booked, ...rest.map((job) => ({ job, booking: null }))];
}

/** "Mina jobb": a mechanic's start page, their booked jobs in time order, then the other open ones, big enough for gloves. */
export default function MyJobsPage({ top }: { top?: ReactNode }) {
  const { user } = useSession();
  const jobs = useMyJobs();
  const bookings = useMyBookings(user?.id);
  useFieldPackRefresh(user);
  const start = useStartJob();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const today = swedishDate();
  const startJob = async (job: WorkOrder) => {
    setError(null);
    try {
      await start.mutateAsync(job.id);
      void navigate(`/WorkOrders/${job.id}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Kunde inte starta jobbet.');
    }
  };
  return (
    <>
      <PageHeader
        title="Mina jobb"
        subtitle={
          jobs.data
            ? jobs.data.length === 1
              ? '1 öppen arbetsorder tilldelad dig'
              : `${jobs.data.length} öppna arbetsordrar tilldelade dig`
            : undefined
        }
      />
      {top && <JobCardsTop>{top}</JobCardsTop>}
      {error && <Alert severity="error">{error}</Alert>}
      {jobs.isPending ? (
        <Skeleton height={160} />
      ) : jobs.isError ? (
        <Alert severity="error">Kunde inte hämta dina jobb.</Alert>
      ) : jobs.data.length === 0 ? (
        <EmptyState
          icon="assignment"
          text="Inga öppna jobb är tilldelade dig just nu. Kontoret tilldelar jobb på arbetsordern."
        />
      ) : (
        <JobCardList label="Mina jobb">
          {inBookedOrder(jobs.data, bookings.data ?? []).map(({ job, booking }) => (
            <JobCard
              key={job.id}
              to={`/WorkOrders/${job.id}`}
              title={job.title}
              subject={jobSubject(job)}
              detail={job.workOrderNumber}
              status={<WorkOrderStatusChip status={job.status} />}
              day={
                booking
                  ? bookedWhen(booking, today)
                  : job.executionDate === today
                    ? 'Idag'
                    : (job.executionDate ?? 'Inget datum')
              }
              isToday={booking ? booking.start.slice(0, 10) === today : job.executionDate === today}
              isStarting={start.isPending && start.variables === job.id}
              onStart={() => void startJob(job)}
              where={
                booking && (
                  <JobCardWhere
                    place={booking.place}
                    mapQuery={booking.mapQuery}
                    phone={<PhoneLink phone={booking.workOrder.customerPhone} />}
                  />
                )
              }
            />
          ))}
        </JobCardList>
      )}
    </>
  );
}
