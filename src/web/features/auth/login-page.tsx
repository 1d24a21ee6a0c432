import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { FormTextField } from '../../components/form-text-field';
import { useSession } from '../../session/session-context';
import { logIn } from './api/login';
import { AuthCard } from './auth-card';

interface LocationState {
  from?: string;
  message?: string;
  severity?: 'success' | 'warning';
}

export default function LoginPage() {
  const { signIn, user } = useSession();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LocationState;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  if (user && !form.formState.isSubmitting) return <Navigate to={state.from ?? '/dashboard'} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await logIn(values);
      signIn(result.token, result.user);
      navigate(state.from ?? '/dashboard', { replace: true });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.loginFailed);
    }
  });

  return (
    <AuthCard title="Logga in">
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        {state.message && !error && <Alert severity={state.severity ?? 'warning'}>{state.message}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <FormTextField control={form.control} name="email" label="E-postadress" type="email" autoComplete="email" required autoFocus />
        <FormTextField control={form.control} name="password" label="Lösenord" type="password" autoComplete="current-password" required />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} loading={form.formState.isSubmitting}>
          Logga in
        </Button>
        <Typography variant="body2">
          Har du inget konto?{' '}
          <Link component={RouterLink} to="/register">
            Registrera dig
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
