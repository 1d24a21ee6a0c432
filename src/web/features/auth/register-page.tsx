import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerFormSchema } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { PlainTextField } from '../../ui/plain-text-field';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../../session/session-context';
import { register } from './api/register';
import { AuthCard } from '../../ui/public-page';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/alert';
import { Text } from '../../ui/text';
import { FieldPair, FormStack } from '../../ui/form-stack';

type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

/** Drawn without MUI and prerendered, like the login form. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const isHydrated = useHydrated();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    setError(null);
    try {
      const result = await register(payload);
      // The spec allows a token in the answer; when there is one the user is signed in at once.
      if (result.token) {
        signIn(result.token, result.user);
        void navigate('/dashboard', { replace: true });
        return;
      }
      void navigate('/login', { state: { message: messages.registered, severity: 'success' } });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.registerFailed);
    }
  });

  return (
    <AuthCard title="Registrera">
      <FormStack method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <FieldPair>
          <PlainTextField form={form} name="firstName" label="Förnamn" autoComplete="given-name" required />
          <PlainTextField form={form} name="lastName" label="Efternamn" autoComplete="family-name" required />
        </FieldPair>
        <PlainTextField form={form} name="email" label="E-postadress" type="email" autoComplete="email" required />
        <PlainTextField form={form} name="companyName" label="Företag" autoComplete="organization" required />
        <PlainTextField
          form={form}
          name="password"
          label="Lösenord"
          type="password"
          autoComplete="new-password"
          helperText="Minst 8 tecken"
          required
        />
        <PlainTextField
          form={form}
          name="confirmPassword"
          label="Bekräfta lösenord"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="primary"
          size="large"
          disabled={!isHydrated}
          isBusy={form.formState.isSubmitting}
        >
          Registrera
        </Button>
        <Text size="small">
          Har du redan ett konto? <Link to="/login">Logga in</Link>
        </Text>
      </FormStack>
    </AuthCard>
  );
}
