import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDateTime } from '../../../shared/dates';
import { signatureTexts } from '../../../shared/work-order-signatures';
import { isFinished, type WorkOrder } from '../../../shared/work-orders';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PlainTextField } from '../../ui/plain-text-field';
import { FullScreenSignature, SignatureImage } from '../../ui/full-screen-signature';
import { Text } from '../../ui/text';
import { useAuthorizedImage } from '../../lib/use-authorized-image';
import { queuedStateText, useQueuedChanges } from '../../lib/offline/use-queued-changes';
import { useCollectSignature } from './api/signature';

const nameSchema = z.object({
  name: z.string().trim().min(1, signatureTexts.nameRequired).max(200, signatureTexts.nameRequired),
});
type NameValues = z.infer<typeof nameSchema>;

/** Work begun: a timer started on the job puts it in progress, and the customer may sign from then on. */
const isUnderWay = (status: string) => status === 'Pågående' || status === 'in_progress' || isFinished(status);

/**
 * *Kundens signatur* (FIELD.md decision 5): once the work is under way or done the customer signs on the
 * mechanic's phone, full screen, with their name in print; once signed it shows who signed and when.
 * Signed without signal (decision 6), the drawing shows from the device's queue, with whether it is sent.
 */
export function SignatureCard({ workOrder }: { workOrder: WorkOrder }) {
  const signature = workOrder.signature ?? null;
  const queued = useQueuedChanges().find(
    (change) => change.kind === 'signature' && change.workOrderId === workOrder.id,
  );
  const kept = useAuthorizedImage(signature && !queued ? `/workorders/${workOrder.id}/signature/image` : null);
  const image = queued ? ((queued.body as { image?: string } | undefined)?.image ?? null) : kept;
  const collect = useCollectSignature(workOrder.id);
  const [isSigning, setSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });

  if (!signature && !isUnderWay(workOrder.status)) return null;

  const save = (drawn: string | null) =>
    void form.handleSubmit(async ({ name }) => {
      if (!drawn) {
        setProblem(signatureTexts.imageEmpty);
        return;
      }
      try {
        await collect.mutateAsync({ name, image: drawn, at: new Date().toISOString() });
        setSigning(false);
        setProblem(null);
      } catch (caught) {
        setProblem(caught instanceof Error ? caught.message : 'Signaturen kunde inte sparas.');
      }
    })();

  return (
    <Card title="Kundens signatur" icon="checkCircleOutline">
      {signature ? (
        <>
          {image && <SignatureImage src={image} alt={`Signatur av ${signature.name}`} />}
          <Text>{`Signerad av ${signature.name} ${formatDateTime(signature.at)}`}</Text>
          <Text tone="muted">{`Mottagen av ${signature.collectedByName}`}</Text>
          {queued && <Text tone={queued.state === 'refused' ? 'error' : 'muted'}>{queuedStateText(queued)}</Text>}
        </>
      ) : (
        <>
          <Text tone="muted">Kunden har inte signerat arbetet än.</Text>
          <Button variant="primary" size="large" onClick={() => setSigning(true)}>
            Signera här
          </Button>
        </>
      )}
      {isSigning && (
        <FullScreenSignature
          title="Kundens signatur"
          isBusy={collect.isPending}
          onClose={() => setSigning(false)}
          onSave={save}
          fields={
            <>
              <PlainTextField form={form} name="name" label="Namn i klartext" required autoComplete="name" />
              {problem && <Alert severity="error">{problem}</Alert>}
            </>
          }
        />
      )}
    </Card>
  );
}
