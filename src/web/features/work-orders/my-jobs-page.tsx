import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { swedishDate } from '../../../shared/dates';
import { Alert } from '../../ui/alert';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { WorkOrderStatusChip } from '../../ui/status-chip';
import { useMyJobs } from './api/my-jobs';

/** "Mina jobb": a mechanic's start page, their open work orders, today's first, big enough for gloves. */
export default function MyJobsPage({ top }: { top?: ReactNode }) {
  const jobs = useMyJobs();
  const today = swedishDate();
  return (
    <>
      <PageHeader
        title="Mina jobb"
        subtitle={
          jobs.data ? (jobs.data.length === 1 ? '1 öppen arbetsorder tilldelad dig' : `${jobs.data.length} öppna arbetsordrar tilldelade dig`) : undefined
        }
      />
      {top && <div className="my-jobs-top">{top}</div>}
      {jobs.isPending ? (
        <Skeleton height={160} />
      ) : jobs.isError ? (
        <Alert severity="error">Kunde inte hämta dina jobb.</Alert>
      ) : jobs.data.length === 0 ? (
        <EmptyState icon="assignment" text="Inga öppna jobb är tilldelade dig just nu. Kontoret tilldelar jobb på arbetsordern." />
      ) : (
        <ul className="job-cards" aria-label="Mina jobb">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <Link to={`/WorkOrders/${job.id}`} className="job-card">
                <span className="job-card-title">{job.title}</span>
                <span className="job-card-detail">
                  {job.workOrderNumber} · {job.vehicleCategory}
                  {job.customerNumber ? ` · ${job.customerNumber}` : ''}
                </span>
                <span className="job-card-foot">
                  <WorkOrderStatusChip status={job.status} />
                  <span className={job.executionDate === today ? 'job-card-today' : 'text-muted'}>
                    {job.executionDate === today ? 'Idag' : (job.executionDate ?? 'Inget datum')}
                  </span>
                  <Icon name="chevronRight" className="job-card-chevron" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
