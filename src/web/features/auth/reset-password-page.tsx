import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { passwordResetFormSchema } from '../../../shared/team';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PlainTextField } from '../../ui/plain-text-field';
import { resetPassword } from './api/team-links';
import { AuthCard } from '../../ui/public-page';
import { FormStack } from '../../ui/form-stack';

/** /reset-password/{token}: a new password; then to the login, where it is used. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordResetFormSchema>, unknown, z.output<typeof passwordResetFormSchema>>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword(token, password);
      void navigate('/login', {
        replace: true,
        state: { message: 'Ditt lösenord är bytt. Logga in med det nya.', severity: 'success' },
      });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });
  return (
    <AuthCard title="Välj nytt lösenord">
      <FormStack method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
        {error && (
          <Alert severity="error">
            {error} <Link to="/forgot-password">Skicka en ny länk</Link>
          </Alert>
        )}
        <PlainTextField
          form={form}
          name="password"
          label="Nytt lösenord"
          type="password"
          autoComplete="new-password"
          helperText="Minst 8 tecken"
          required
          autoFocus
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
          Spara nytt lösenord
        </Button>
      </FormStack>
    </AuthCard>
  );
}
