import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import type { Quote } from '../../../shared/quote-shapes';
import { staffApprovalSchema } from '../../../shared/quotes';
import { formatKronor } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { CheckboxField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useRecordApproval } from './api/quote-actions';

const CHANNEL_OPTIONS = [
  { value: 'phone', label: 'Per telefon' },
  { value: 'in-person', label: 'På plats' },
];

/** "Registrera godkännande": a customer's yes given by phone or in person, with who said it (never anonymous). */
export function ApprovalDialog({
  quote,
  onClose,
  onSaved,
}: {
  quote: Quote;
  onClose(): void;
  onSaved(text: string): void;
}) {
  const record = useRecordApproval();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof staffApprovalSchema>, unknown, z.output<typeof staffApprovalSchema>>({
    resolver: zodResolver(staffApprovalSchema),
    defaultValues: { channel: 'phone', name: '', note: '', itemIds: [] },
  });
  const optional = quote.items.filter((item) => item.optional);

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await record.mutateAsync({ id: quote.id, input });
      onSaved(`Offert ${quote.number} är godkänd.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={`Registrera godkännande av offert ${quote.number}`}
      submitLabel="Registrera"
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Text tone="muted" size="small">
        När kunden har sagt ja per telefon eller på plats. Godkännandet sparas och kan inte ändras.
      </Text>
      <FormTextField control={form.control} name="channel" label="Hur kunden svarade" options={CHANNEL_OPTIONS} />
      <FormTextField control={form.control} name="name" label="Vem som godkände" required autoFocus />
      {optional.length > 0 && (
        <Controller
          control={form.control}
          name="itemIds"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend>Tillval kunden valde</legend>
                {optional.map((item) => (
                  <CheckboxField
                    key={item.id}
                    label={`${item.description} (${formatKronor(item.quantity * item.price)} exkl. moms)`}
                    checked={chosen.has(item.id)}
                    onChange={(checked) =>
                      field.onChange(checked ? [...chosen, item.id] : [...chosen].filter((id) => id !== item.id))
                    }
                  />
                ))}
              </fieldset>
            );
          }}
        />
      )}
      <FormTextField control={form.control} name="note" label="Anteckning (valfritt)" multiline minRows={2} />
    </FormDialog>
  );
}
