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
import { useCollectSignature } from './api/signature';

const nameSchema = z.object({
  name: z.string().trim().min(1, signatureTexts.nameRequired).max(200, signatureTexts.nameRequired),
});
type NameValues = z.infer<typeof nameSchema>;

/**
 * *Kundens signatur* (FIELD.md decision 5): on a finished job the customer signs on the mechanic's
 * phone, full screen, with their name in print; once signed it shows who signed and when.
 */
export function SignatureCard({ workOrder }: { workOrder: WorkOrder }) {
  const signature = workOrder.signature ?? null;
  const image = useAuthorizedImage(signature ? `/workorders/${workOrder.id}/signature/image` : null);
  const collect = useCollectSignature(workOrder.id);
  const [isSigning, setSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } });

  if (!signature && !isFinished(workOrder.status)) return null;

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
