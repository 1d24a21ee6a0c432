import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { optionalPersonalNumber } from '../../../shared/staff-ledger';
import type { Member } from '../../../shared/team';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { TextField } from '../../ui/mui/text-field';
import { useSetPersonalNumber } from './api/team-writes';

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
  const [value, setValue] = useState(member.personalNumber ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const parsed = optionalPersonalNumber.safeParse(value);
    if (!parsed.success) {
      setProblem(messages.personalNumberInvalid);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ userId: member.id, personalNumber: value });
      onSaved(
        value.trim() ? `Personnumret för ${member.name} är sparat.` : `Personnumret för ${member.name} är borttaget.`,
      );
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  return (
    <FormDialog
      title={`Personnummer för ${member.name}`}
      isSubmitting={save.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Personnummer"
        value={value}
        onChange={setValue}
        autoFocus
        inputMode="numeric"
        autoComplete="off"
        placeholder="ÅÅÅÅMMDD-NNNN"
        error={problem !== null}
        helperText={problem ?? 'Personalliggaren visar namn och personnummer för var och en som arbetar.'}
      />
    </FormDialog>
  );
}
