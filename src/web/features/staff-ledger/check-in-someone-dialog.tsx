import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { checkInInputSchema } from '../../../shared/staff-ledger';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { useCheckIn, type CheckInFor } from './api/check-in-out';
import { useLedgerMembers } from './api/members';

const VISITOR = 'visitor';

/** "Vem" chooses a member or a visitor; what is sent is checked by POST /staff-ledger/check-in's own schema. */
const checkInSomeoneSchema = z
  .object({ who: z.string().min(1, 'Välj vem som ska stämplas in.'), name: z.string(), personalNumber: z.string() })
  .transform(({ who, name, personalNumber }, context): CheckInFor => {
    const input = who === VISITOR ? { name, personalNumber } : { userId: who };
    const parsed = checkInInputSchema.safeParse(input);
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? 'who');
      context.addIssue({ code: 'custom', message: issue.message, path: [field === 'userId' ? 'who' : field] });
    }
    return parsed.success ? input : z.NEVER;
  });

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
  const form = useForm<z.input<typeof checkInSomeoneSchema>, unknown, CheckInFor>({
    resolver: zodResolver(checkInSomeoneSchema),
    defaultValues: { who: '', name: '', personalNumber: '' },
  });
  const who = useWatch({ control: form.control, name: 'who' });
  const [error, setError] = useState<string | null>(null);
  const options = [
    ...(members.data ?? [])
      .filter((member) => !presentUserIds.includes(member.id))
      .map((member) => ({ value: member.id, label: member.name })),
    { value: VISITOR, label: 'Person utan inloggning' },
  ];

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      const entry = await checkIn.mutateAsync(input);
      onDone(`${entry.name} är instämplad.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title="Stämpla in någon"
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField control={form.control} name="who" label="Vem" options={options} required />
      {who === VISITOR && (
        <>
          <FormTextField control={form.control} name="name" label="Namn" required autoComplete="off" />
          <FormTextField
            control={form.control}
            name="personalNumber"
            label="Personnummer"
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="ÅÅÅÅMMDD-NNNN"
          />
        </>
      )}
    </FormDialog>
  );
}
