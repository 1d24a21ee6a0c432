import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  formatQuantity,
  MOVEMENT_TYPE_LABELS,
  movementInputSchema,
  type MovementFormValues,
  type MovementInput,
  type Part,
} from '../../../shared/parts';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { Text } from '../../ui/text';
import { FormTextField } from '../../ui/mui/text-field';
import { useAddMovement } from './api/add-movement';

export type BookedType = MovementInput['type'];

const HINTS: Record<BookedType, string> = {
  receipt: 'Det som kommit in. Med inköpspris räknas genomsnittspriset om.',
  count: 'Räkna hyllan och skriv antalet som finns: skillnaden bokas.',
  adjustment: 'Plus eller minus, till exempel -2 för två trasiga. Skriv varför.',
  return: 'Det som skickas tillbaka till leverantören.',
};

function defaultsOf(type: BookedType): MovementFormValues {
  if (type === 'count') return { type, counted: '', note: '' };
  if (type === 'receipt') return { type, quantity: '', unitCost: '', note: '' };
  if (type === 'adjustment') return { type, quantity: '', note: '' };
  return { type, quantity: '', note: '' };
}

/** One of the four bookings a user makes, large and quick on a phone. */
export function MovementDialog({
  part,
  type,
  onClose,
  onSaved,
}: {
  part: Part;
  type: BookedType;
  onClose(): void;
  onSaved(text: string): void;
}) {
  const add = useAddMovement(part.id);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<MovementFormValues, unknown, MovementInput>({
    resolver: zodResolver(movementInputSchema),
    defaultValues: defaultsOf(type),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const movement = await add.mutateAsync(values);
      onSaved(
        `${MOVEMENT_TYPE_LABELS[type]} bokad: ${formatQuantity(movement.quantity, part.unit)}, i lager ${formatQuantity(movement.onHandAfter, part.unit)}.`,
      );
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={`${MOVEMENT_TYPE_LABELS[type]}: ${part.name}`}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <Text tone="muted">
        {HINTS[type]} I lager nu: {formatQuantity(part.onHand, part.unit)}.
      </Text>
      {type === 'count' ? (
        <FormTextField
          control={form.control}
          name="counted"
          label="Antal på hyllan"
          required
          autoFocus
          unit={part.unit ?? undefined}
          inputMode="decimal"
        />
      ) : (
        <FormTextField
          control={form.control}
          name="quantity"
          label="Antal"
          required
          autoFocus
          unit={part.unit ?? undefined}
          inputMode="decimal"
        />
      )}
      {type === 'receipt' && (
        <FormTextField
          control={form.control}
          name="unitCost"
          label="Inköpspris per enhet"
          unit="kr"
          inputMode="decimal"
        />
      )}
      <FormTextField
        control={form.control}
        name="note"
        label={type === 'adjustment' ? 'Orsak' : 'Kommentar'}
        required={type === 'adjustment'}
      />
    </FormDialog>
  );
}
