import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { publicAcceptSchema, publicDeclineSchema } from '../../../../shared/quotes';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormStack } from '../../../ui/form-stack';
import { PlainTextField } from '../../../ui/plain-text-field';
import { SignaturePad } from '../../../ui/signature-pad';
import { Text } from '../../../ui/text';
import { acceptQuote, declineQuote } from './public-quote-api';

type AcceptValues = z.input<typeof publicAcceptSchema>;
type DeclineValues = z.input<typeof publicDeclineSchema>;

const messageOf = (caught: unknown) =>
  caught instanceof Error && caught.message ? caught.message : 'Något gick fel. Försök igen.';

/** *Godkänn*: the customer's name (required), a drawn signature if they like, the chosen Tillval. */
export function AcceptForm({
  token,
  itemIds,
  total,
  onAnswered,
}: {
  token: string;
  itemIds: string[];
  total: string;
  onAnswered(text: string): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const form = useForm<AcceptValues, unknown, z.output<typeof publicAcceptSchema>>({
    resolver: zodResolver(publicAcceptSchema),
    defaultValues: { name: '', itemIds: [] },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await acceptQuote(token, { ...values, ...(signature ? { signature } : {}), itemIds });
      onAnswered('Tack! Offerten är godkänd. Verkstaden hör av sig.');
    } catch (caught) {
      setError(messageOf(caught));
    }
  });
  return (
    <FormStack onSubmit={(event) => void onSubmit(event)} noValidate>
      <PlainTextField form={form as never} name="name" label="Ditt namn" required autoComplete="name" />
      <SignaturePad label="Signera här (valfritt)" onChange={setSignature} />
      {error && <Alert severity="error">{error}</Alert>}
      <Text size="small" tone="muted">
        Genom att trycka Godkänn godkänner du offerten på {total} inklusive moms.
      </Text>
      <Button type="submit" variant="primary" size="large" isFullWidth isBusy={form.formState.isSubmitting}>
        Godkänn
      </Button>
    </FormStack>
  );
}

/** *Avböj*, with a reason if the customer wants to give one. */
export function DeclineForm({ token, onAnswered }: { token: string; onAnswered(text: string): void }) {
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DeclineValues, unknown, z.output<typeof publicDeclineSchema>>({
    resolver: zodResolver(publicDeclineSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await declineQuote(token, values);
      onAnswered('Du har avböjt offerten. Tack för beskedet.');
    } catch (caught) {
      setError(messageOf(caught));
    }
  });
  if (!isOpen)
    return (
      <Button isFullWidth onClick={() => setOpen(true)}>
        Avböj
      </Button>
    );
  return (
    <FormStack onSubmit={(event) => void onSubmit(event)} noValidate>
      <PlainTextField form={form as never} name="reason" label="Varför? (valfritt)" />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="danger" isFullWidth isBusy={form.formState.isSubmitting}>
        Avböj offerten
      </Button>
    </FormStack>
  );
}
