import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { passwordResetRequestSchema } from '../../../shared/team';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PlainTextField } from '../../ui/plain-text-field';
import { useHydrated } from '../../lib/use-hydrated';
import { requestPasswordReset } from './api/team-links';
import { AuthCard } from '../../ui/public-page';
import { Text } from '../../ui/text';
import { FormStack } from '../../ui/form-stack';

/** "Glömt lösenordet?": a link by mail; the answer does not tell whether the address has an account. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isHydrated = useHydrated();
  const form = useForm<
    z.input<typeof passwordResetRequestSchema>,
    unknown,
    z.output<typeof passwordResetRequestSchema>
  >({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      setSent((await requestPasswordReset(email)).message);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });
  return (
    <AuthCard title="Återställ lösenord">
      {sent ? (
        <FormStack as="div">
          <Alert severity="success" isPolite>
            {sent}
          </Alert>
          <Text size="small">
            <Link to="/login">Tillbaka till inloggningen</Link>
          </Text>
        </FormStack>
      ) : (
        <FormStack method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>Skriv e-postadressen du loggar in med, så mejlar vi en länk där du väljer ett nytt lösenord.</p>
          {error && <Alert severity="error">{error}</Alert>}
          <PlainTextField
            form={form}
            name="email"
            label="E-postadress"
            type="email"
            autoComplete="email"
            required
            autoFocus
          />
          <Button
            type="submit"
            variant="primary"
            size="large"
            disabled={!isHydrated}
            isBusy={form.formState.isSubmitting}
          >
            Skicka länk
          </Button>
          <Text size="small">
            <Link to="/login">Tillbaka till inloggningen</Link>
          </Text>
        </FormStack>
      )}
    </AuthCard>
  );
}
