import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { swedishDate } from '../../../shared/dates';
import type { WorkOrder } from '../../../shared/work-orders';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
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
      {top && <div className="my-jobs-top">{top}</div>}
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
        <ul className="job-cards" aria-label="Mina jobb">
          {jobs.data.map((job) => (
            <li key={job.id} className="job-card">
              <Link to={`/WorkOrders/${job.id}`} className="job-card-link">
                <span className="job-card-title">{job.title}</span>
                <span className="job-card-subject">{jobSubject(job)}</span>
                <span className="job-card-detail">{job.workOrderNumber}</span>
                <Icon name="chevronRight" className="job-card-chevron" />
              </Link>
              <span className="job-card-foot">
                <WorkOrderStatusChip status={job.status} />
                <span className={job.executionDate === today ? 'job-card-today' : 'text-muted'}>
                  {job.executionDate === today ? 'Idag' : (job.executionDate ?? 'Inget datum')}
                </span>
                <Button
                  variant="primary"
                  size="large"
                  icon="schedule"
                  className="job-card-start"
                  isBusy={start.isPending && start.variables === job.id}
                  onClick={() => void startJob(job)}
                  aria-label={`Starta ${job.title}`}
                >
                  Starta
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
