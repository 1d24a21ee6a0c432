import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { swedishDate } from '../../../shared/dates';
import type { WorkOrder } from '../../../shared/work-orders';
import { Alert } from '../../ui/alert';
import { EmptyState } from '../../ui/empty-state';
import { JobCard, JobCardList, JobCardsTop } from '../../ui/job-card';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { WorkOrderStatusChip } from '../../ui/status-chip';
import { useMyJobs } from './api/my-jobs';
import { useStartJob } from './api/start-job';

/** What the job is on and for whom, by name: "Volvo EC220E (ABC123) · Åkeri Nord AB"; the category and customer number when it names neither. */
export function jobSubject(
  job: Pick<WorkOrder, 'machineName' | 'customerName' | 'vehicleCategory' | 'customerNumber'>,
): string {
  const named = [job.machineName ?? job.vehicleCategory, job.customerName ?? job.customerNumber].filter(Boolean);
  return named.join(' · ');
}

/** "Mina jobb": a mechanic's start page, their open work orders, today's first, big enough for gloves. */
export default function MyJobsPage({ top }: { top?: ReactNode }) {
  const jobs = useMyJobs();
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
          {jobs.data.map((job) => (
            <JobCard
              key={job.id}
              to={`/WorkOrders/${job.id}`}
              title={job.title}
              subject={jobSubject(job)}
              detail={job.workOrderNumber}
              status={<WorkOrderStatusChip status={job.status} />}
              day={job.executionDate === today ? 'Idag' : (job.executionDate ?? 'Inget datum')}
              isToday={job.executionDate === today}
              isStarting={start.isPending && start.variables === job.id}
              onStart={() => void startJob(job)}
            />
          ))}
        </JobCardList>
      )}
    </>
  );
}
