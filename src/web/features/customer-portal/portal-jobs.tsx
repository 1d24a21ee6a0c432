import { bookingTimeWords } from '../../../shared/booking-time-text';
import type { PortalWorkOrder } from '../../../shared/customer-portal';
import { formatDateTime } from '../../../shared/dates';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { LinkPhotos } from '../../ui/link-photos';
import { RowLine, RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { Stack } from '../../ui/stack';
import { WorkOrderStatusChip } from '../../ui/status-chip';
import { Text } from '../../ui/text';
import { portalFileUrls } from './api/public-portal';

/** A job's next booking in words: when, and where when the mechanic comes out. */
const bookingText = (booking: NonNullable<PortalWorkOrder['booking']>) =>
  `Bokad ${bookingTimeWords(booking.startsAt, booking.endsAt)}${booking.onSite ? ', ute hos er' : ''}`;

function Job({ token, job }: { token: string; job: PortalWorkOrder }) {
  return (
    <li>
      <RowMain>
        <RowPrimary as="strong">{job.title}</RowPrimary>
        {/* Each on a line of its own: on a phone one line cut the machine's marking off. */}
        <RowSecondary>Arbetsorder {job.number}</RowSecondary>
        {job.machine && <RowSecondary>{job.machine}</RowSecondary>}
        <RowLine hasSpaceAbove>
          <WorkOrderStatusChip status={job.status} />
          {job.booking && (
            <Text as="span" size="small">
              {bookingText(job.booking)}
            </Text>
          )}
        </RowLine>
        {job.signature && (
          <Text size="small" tone="muted">
            Arbetet godkänt av {job.signature.name} {formatDateTime(job.signature.at)}
          </Text>
        )}
        {job.photos.length > 0 && (
          <LinkPhotos
            label={`Bilder, ${job.title}`}
            photos={job.photos.map((photo) => {
              const urls = portalFileUrls(token, photo.id);
              return { thumbnail: urls.thumbnail, href: urls.content, name: photo.name, caption: photo.caption };
            })}
          />
        )}
        {job.documents.length > 0 && (
          <Stack direction="row" gap={1} isWrapping>
            {job.documents.map((document) => (
              <LinkButton
                key={document.id}
                href={portalFileUrls(token, document.id).content}
                variant="text"
                icon="pictureAsPdfOutlined"
              >
                {document.caption ?? document.name}
              </LinkButton>
            ))}
          </Stack>
        )}
      </RowMain>
    </li>
  );
}

/** The customer's jobs not yet finished on their side (QUOTES.md decision 9; FIELD.md decisions 1 and 5). */
export function PortalJobs({ token, jobs }: { token: string; jobs: PortalWorkOrder[] }) {
  return (
    <Card title="Arbeten" icon="build" isEmpty={jobs.length === 0} emptyText="Inga pågående arbeten just nu.">
      <RowList label="Arbeten">
        {jobs.map((job) => (
          <Job key={job.number} token={token} job={job} />
        ))}
      </RowList>
    </Card>
  );
}
