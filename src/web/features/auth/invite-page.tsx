import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { ROLE_LABELS } from '../../../shared/roles';
import { invitationAcceptFormSchema } from '../../../shared/team';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PlainTextField } from '../../ui/plain-text-field';
import { PageSpinner } from '../../ui/page-spinner';
import { useSession } from '../../session/session-context';
import { startPageOf } from '../../session/role';
import { acceptInvitation, previewInvitation } from './api/team-links';
import { AuthCard } from '../../ui/public-page';
import { Text } from '../../ui/text';
import { FormStack } from '../../ui/form-stack';

type Preview = Awaited<ReturnType<typeof previewInvitation>>;
type FormInput = z.input<typeof invitationAcceptFormSchema>;
type FormOutput = z.output<typeof invitationAcceptFormSchema>;

/** /invite/{token}: the workshop and the role, the person's name and password; then signed in. */
export default function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  // A public page: no server-state cache around it (app/server-state.tsx is for signed-in screens).
  const [invitation, setInvitation] = useState<Preview | { error: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    previewInvitation(token, controller.signal).then(setInvitation, (caught: unknown) => {
      if (!controller.signal.aborted)
        setInvitation({
          error: caught instanceof Error && caught.message ? caught.message : messages.invitationNotFound,
        });
    });
    return () => controller.abort();
  }, [token]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(invitationAcceptFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '', personalNumber: '' },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setError(null);
    try {
      const result = await acceptInvitation(token, values);
      signIn(result.token, result.user);
      void navigate(startPageOf(result.user), { replace: true });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  if (!invitation) return <PageSpinner label="Hämtar inbjudan" />;
  if ('error' in invitation) {
    return (
      <AuthCard title="Inbjudan">
        <FormStack as="div">
          <Alert severity="error">{invitation.error}</Alert>
          <Text size="small">
            Be den som bjöd in dig om en ny länk. Har du redan ett konto? <Link to="/login">Logga in</Link>
          </Text>
        </FormStack>
      </AuthCard>
    );
  }
  const { workshopName, role, email } = invitation;
  return (
    <AuthCard title={`Gå med i ${workshopName}`}>
      <FormStack method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>
          Du är inbjuden som <strong>{ROLE_LABELS[role].toLowerCase()}</strong>. Du loggar in med {email}.
        </p>
        {error && <Alert severity="error">{error}</Alert>}
        <PlainTextField form={form} name="firstName" label="Förnamn" autoComplete="given-name" required autoFocus />
        <PlainTextField form={form} name="lastName" label="Efternamn" autoComplete="family-name" required />
        <PlainTextField
          form={form}
          name="personalNumber"
          label="Personnummer (valfritt)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="ÅÅÅÅMMDD-NNNN"
          helperText="Personalliggaren behöver det när du stämplar in. Du kan ange det senare i din profil."
        />
        <PlainTextField
          form={form}
          name="password"
          label="Välj lösenord"
          type="password"
          autoComplete="new-password"
          helperText="Minst 8 tecken"
          required
        />
        <PlainTextField
          form={form}
          name="confirmPassword"
          label="Upprepa lösenordet"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="primary" size="large" isBusy={form.formState.isSubmitting}>
          Gå med
        </Button>
      </FormStack>
    </AuthCard>
  );
}
