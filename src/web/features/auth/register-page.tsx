import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { registerFormSchema } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { FormTextField } from '../../components/form-text-field';
import { useSession } from '../../session/session-context';
import { register } from './api/register';
import { AuthCard } from './auth-card';

type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

export default function RegisterPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', companyName: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    setError(null);
    try {
      const result = await register(payload);
      // The spec allows a token in the answer; when there is one the user is signed in at once.
      if (result.token) {
        signIn(result.token, result.user);
        navigate('/dashboard', { replace: true });
        return;
      }
      navigate('/login', { state: { message: messages.registered, severity: 'success' } });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.registerFailed);
    }
  });

  return (
    <AuthCard title="Registrera">
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField control={form.control} name="firstName" label="Förnamn" autoComplete="given-name" required />
          <FormTextField control={form.control} name="lastName" label="Efternamn" autoComplete="family-name" required />
        </Box>
        <FormTextField control={form.control} name="email" label="E-postadress" type="email" autoComplete="email" required />
        <FormTextField control={form.control} name="companyName" label="Företag" autoComplete="organization" required />
        <FormTextField
          control={form.control}
          name="password"
          label="Lösenord"
          type="password"
          autoComplete="new-password"
          helperText="Minst 8 tecken"
          required
        />
        <FormTextField control={form.control} name="confirmPassword" label="Bekräfta lösenord" type="password" autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          Registrera
        </Button>
        <Typography variant="body2">
          Har du redan ett konto?{' '}
          <Link component={RouterLink} to="/login">
            Logga in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
