import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { profileUpdateSchema, type User } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { ROLE_LABELS } from '../../../shared/roles';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormTextField, TextField } from '../../ui/mui/text-field';
import { FactList } from '../../ui/fact-list';
import { Stack } from '../../ui/stack';
import { formatDate } from '../../lib/format';
import { useSession } from '../../session/session-context';
import { updateProfile } from './api/update-profile';
import { FormStack } from '../../ui/form-stack';

const SUCCESS_VISIBLE_MS = 3000;

export function ProfileCard({ user }: { user: User }) {
  const { setUser } = useSession();
  const [isEditing, setEditing] = useState(false);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof profileUpdateSchema>, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      name: user.name,
      companyName: user.companyName ?? '',
      personalNumber: user.personalNumber ?? '',
    },
  });

  // 'Profilen har uppdaterats!' shows for 3 seconds (docs/product.md, Signed-in screens).
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // A personnummer not touched is not sent: a session that has not read it yet must not clear it.
      const { personalNumber, ...names } = values;
      const updated = await updateProfile({
        ...names,
        personalNumber: form.formState.dirtyFields.personalNumber ? personalNumber : undefined,
      });
      setUser(updated);
      form.reset({
        name: updated.name,
        companyName: updated.companyName ?? '',
        personalNumber: updated.personalNumber ?? '',
      });
      setEditing(false);
      setSuccess(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : messages.unknownError);
    }
  });

  const cancel = () => {
    form.reset({
      name: user.name,
      companyName: user.companyName ?? '',
      personalNumber: user.personalNumber ?? '',
    });
    setEditing(false);
  };

  return (
    <Card title="Min profil">
      <FormStack onSubmit={onSubmit} noValidate>
        {success && <Alert severity="success">{messages.profileUpdated}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="E-postadress"
          value={user.email}
          onChange={() => undefined}
          helperText="E-postadressen kan inte ändras"
          readOnly
        />
        <FormTextField
          control={form.control}
          name="name"
          label="Namn"
          required
          disabled={!isEditing}
          autoComplete="name"
        />
        <FormTextField
          control={form.control}
          name="companyName"
          label="Företagsnamn (valfritt)"
          disabled={!isEditing || user.role !== 'owner'}
          helperText={user.role === 'owner' ? undefined : 'Bara verkstadens ägare kan byta företagsnamn.'}
          autoComplete="organization"
        />
        <FormTextField
          control={form.control}
          name="personalNumber"
          label="Personnummer"
          disabled={!isEditing}
          inputMode="numeric"
          autoComplete="off"
          placeholder="ÅÅÅÅMMDD-NNNN"
          helperText={isEditing ? 'För personalliggaren. Visas för dig, ägaren och kontoret.' : undefined}
        />
        <Stack direction="row" gap={1}>
          {isEditing ? (
            <>
              {/* Keys keep React from turning the clicked 'Redigera profil' button into this submit button mid-click. */}
              <Button key="save" type="submit" variant="primary" isBusy={form.formState.isSubmitting}>
                Spara
              </Button>
              <Button key="cancel" variant="ghost" onClick={cancel} disabled={form.formState.isSubmitting}>
                Avbryt
              </Button>
            </>
          ) : (
            <Button key="edit" onClick={() => setEditing(true)}>
              Redigera profil
            </Button>
          )}
        </Stack>
        <FactList
          facts={[
            ['Roll', ROLE_LABELS[user.role ?? 'owner']],
            ['Medlem sedan', formatDate(user.createdAt)],
            ['Användar-ID', user.id],
          ]}
        />
      </FormStack>
    </Card>
  );
}
