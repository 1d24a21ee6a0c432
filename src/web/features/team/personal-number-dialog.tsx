import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { memberUpdateSchema, type Member } from '../../../shared/team';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { useSetPersonalNumber } from './api/team-writes';

/** The form holds what PUT /team/{userId} checks: the personnummer alone, blank clearing it. */
const personalNumberSchema = memberUpdateSchema.pick({ personalNumber: true });

/** The owner gives a member's personnummer, which the staff ledger needs before they check in. */
export function PersonalNumberDialog({
  member,
  onClose,
  onSaved,
}: {
  member: Member;
  onClose(): void;
  onSaved(text: string): void;
}) {
  const save = useSetPersonalNumber();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(personalNumberSchema, undefined, { raw: true }),
    defaultValues: { personalNumber: member.personalNumber ?? '' },
  });

  const onSubmit = form.handleSubmit(async ({ personalNumber }) => {
    setError(null);
    const value = personalNumber ?? '';
    try {
      await save.mutateAsync({ userId: member.id, personalNumber: value });
      onSaved(
        value.trim() ? `Personnumret för ${member.name} är sparat.` : `Personnumret för ${member.name} är borttaget.`,
      );
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={`Personnummer för ${member.name}`}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField
        control={form.control}
        name="personalNumber"
        label="Personnummer"
        autoFocus
        inputMode="numeric"
        autoComplete="off"
        placeholder="ÅÅÅÅMMDD-NNNN"
        helperText="Personalliggaren visar namn och personnummer för var och en som arbetar."
      />
    </FormDialog>
  );
}
