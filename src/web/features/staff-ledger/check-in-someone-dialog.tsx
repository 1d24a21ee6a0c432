import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { checkInInputSchema } from '../../../shared/staff-ledger';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { TextField } from '../../ui/mui/text-field';
import { fieldProblems } from '../../lib/field-problems';
import { useCheckIn } from './api/check-in-out';
import { useLedgerMembers } from './api/members';

const VISITOR = 'visitor';

/** The owner or office checks in a member, or a person without a login by name and personnummer. */
export function CheckInSomeoneDialog({
  presentUserIds,
  onClose,
  onDone,
}: {
  presentUserIds: string[];
  onClose(): void;
  onDone(text: string): void;
}) {
  const members = useLedgerMembers(true);
  const checkIn = useCheckIn();
  const [who, setWho] = useState('');
  const [name, setName] = useState('');
  const [personalNumber, setPersonalNumber] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const options = [
    ...(members.data ?? [])
      .filter((member) => !presentUserIds.includes(member.id))
      .map((member) => ({ value: member.id, label: member.name })),
    { value: VISITOR, label: 'Person utan inloggning' },
  ];

  const submit = async () => {
    setError(null);
    if (!who) {
      setProblems({ who: 'Välj vem som ska stämplas in.' });
      return;
    }
    const input = who === VISITOR ? { name, personalNumber } : { userId: who };
    const parsed = checkInInputSchema.safeParse(input);
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error));
      return;
    }
    setProblems({});
    try {
      const entry = await checkIn.mutateAsync(input);
      onDone(`${entry.name} är instämplad.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  return (
    <FormDialog
      title="Stämpla in någon"
      isSubmitting={checkIn.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Vem"
        value={who}
        onChange={setWho}
        options={options}
        required
        error={Boolean(problems.who)}
        helperText={problems.who}
      />
      {who === VISITOR && (
        <>
          <TextField
            label="Namn"
            value={name}
            onChange={setName}
            required
            autoComplete="off"
            error={Boolean(problems.name)}
            helperText={problems.name}
          />
          <TextField
            label="Personnummer"
            value={personalNumber}
            onChange={setPersonalNumber}
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="ÅÅÅÅMMDD-NNNN"
            error={Boolean(problems.personalNumber)}
            helperText={problems.personalNumber}
          />
        </>
      )}
    </FormDialog>
  );
}
