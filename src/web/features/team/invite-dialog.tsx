import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { ROLE_LABELS, ROLES } from '../../../shared/roles';
import { invitationCreateSchema, type Invitation } from '../../../shared/team';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useMailAllowance } from '../../lib/mail-usage';
import { useInvite } from './api/invite';

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** "Bjud in": an e-mail address and a role; the link comes back to be shown once. */
export function InviteDialog({ onClose, onInvited }: { onClose(): void; onInvited(invitation: Invitation): void }) {
  const invite = useInvite();
  const [error, setError] = useState<string | null>(null);
  const allowance = useMailAllowance();
  const form = useForm<z.input<typeof invitationCreateSchema>, unknown, z.output<typeof invitationCreateSchema>>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: { email: '', role: 'mechanic' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onInvited(await invite.mutateAsync(values));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : messages.unknownError);
    }
  });
  return (
    <FormDialog
      title="Bjud in medarbetare"
      submitLabel="Skicka inbjudan"
      isSubmitting={form.formState.isSubmitting}
      canSubmit={!allowance.blockedReason}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {allowance.blockedReason && <Alert severity="warning">{allowance.blockedReason}</Alert>}
      <FormTextField
        control={form.control}
        name="email"
        label="E-postadress"
        type="email"
        autoComplete="off"
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="role"
        label="Roll"
        options={roleOptions}
        required
        helperText={roleHelp}
      />
      {allowance.line && (
        <Text tone="muted" size="small">
          {allowance.line}
        </Text>
      )}
    </FormDialog>
  );
}

const roleHelp =
  'Mekaniker: arbetsordrar, kunder, maskiner och lager, inga fakturor eller inköpspriser. Kontor: allt utom teamet. Ägare: allt.';
