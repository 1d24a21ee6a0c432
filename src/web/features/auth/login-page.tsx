import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { PlainTextField } from '../../ui/plain-text-field';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../../session/session-context';
import { startPageOf } from '../../session/role';
import { logIn } from './api/login';
import { AuthCard } from '../../ui/public-page';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/alert';
import { Text } from '../../ui/text';
import { FormStack } from '../../ui/form-stack';

interface LocationState {
  from?: string;
  message?: string;
  severity?: 'success' | 'warning';
}

/** Drawn without MUI and prerendered: the form is on screen before any script has run. */
export default function LoginPage() {
  const { signIn, user } = useSession();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LocationState;
  const [error, setError] = useState<string | null>(null);
  const isHydrated = useHydrated();
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  if (user && !form.formState.isSubmitting) return <Navigate to={state.from ?? startPageOf(user)} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await logIn(values);
      signIn(result.token, result.user);
      void navigate(state.from ?? startPageOf(result.user), { replace: true });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.loginFailed);
    }
  });

  return (
    <AuthCard title="Logga in">
      <FormStack method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
        {isHydrated && state.message && !error && (
          <Alert severity={state.severity ?? 'warning'} isPolite>
            {state.message}
          </Alert>
        )}
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
        <PlainTextField
          form={form}
          name="password"
          label="Lösenord"
          type="password"
          autoComplete="current-password"
          required
        />
        <Text size="small">
          <Link to="/forgot-password">Glömt lösenordet?</Link>
        </Text>
        <Button
          type="submit"
          variant="primary"
          size="large"
          disabled={!isHydrated}
          isBusy={form.formState.isSubmitting}
        >
          Logga in
        </Button>
        <Text size="small">
          Har du inget konto? <Link to="/register">Registrera dig</Link>
        </Text>
      </FormStack>
    </AuthCard>
  );
}
