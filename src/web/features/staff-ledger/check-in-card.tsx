import { useId, useState, type FormEvent } from 'react';
import { formatTime, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useSession } from '../../session/session-context';
import { useCheckIn, useCheckOut } from './api/check-in-out';
import { saveOwnPersonalNumber } from './api/own-personal-number';
import { usePresent } from './api/present';
import { FormStack, PlainField } from '../../ui/form-stack';

const errorText = (caught: unknown) =>
  caught instanceof Error && caught.message ? caught.message : messages.unknownError;

/**
 * "Stämpla in" / "Stämpla ut" on every member's start page: one big button at the server's time, and
 * the inspection view one tap away (docs/team.md decision 10). Drawn without MUI, like the start pages.
 */
export default function CheckInCard() {
  const { user, setUser } = useSession();
  const numberId = useId();
  // The personnummer is asked for here, where the ledger needs it, when the profile has none.
  const [isAskingNumber, setAskingNumber] = useState(false);
  const [number, setNumber] = useState('');
  const [isSavingNumber, setSavingNumber] = useState(false);
  const present = usePresent();
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mine = present.data?.present.find((entry) => entry.userId === user?.id) ?? null;
  const since = mine
    ? `${swedishDate(new Date(mine.checkIn)) === swedishDate() ? '' : `${swedishDate(new Date(mine.checkIn))} `}${formatTime(mine.checkIn)}`
    : '';

  const checkInNow = async () => {
    const entry = await checkIn.mutateAsync({});
    setDone(`Du stämplade in ${formatTime(entry.checkIn)}.`);
  };

  const toggle = async () => {
    setError(null);
    setDone(null);
    if (!mine && present.data?.required && user?.personalNumber === null) {
      setAskingNumber(true);
      return;
    }
    try {
      if (mine) {
        const entry = await checkOut.mutateAsync({});
        setDone(`Du stämplade ut ${formatTime(entry.checkOut)}.`);
      } else {
        await checkInNow();
      }
    } catch (caught) {
      if (errorText(caught) === messages.personalNumberNeeded) setAskingNumber(true);
      else setError(errorText(caught));
    }
  };

  const saveNumberAndCheckIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    setError(null);
    setSavingNumber(true);
    try {
      setUser(await saveOwnPersonalNumber(user, number));
      setAskingNumber(false);
      await checkInNow();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSavingNumber(false);
    }
  };

  return (
    <Card
      title="Personalliggare"
      icon="badgeOutlined"
      action={
        <LinkButton to="/staff-ledger" variant="text">
          Kontrollvy
        </LinkButton>
      }
    >
      {present.isPending ? (
        <Skeleton height={64} />
      ) : present.isError ? (
        <Alert severity="error">Kunde inte hämta personalliggaren.</Alert>
      ) : (
        <Stack gap={1.5}>
          <Text tone={mine ? 'success' : 'muted'} isStrong={mine !== null}>
            {mine ? `Instämplad sedan ${since}` : 'Du är inte instämplad.'}
          </Text>
          {isAskingNumber && !mine ? (
            <FormStack onSubmit={(event) => void saveNumberAndCheckIn(event)} noValidate>
              <PlainField
                id={numberId}
                label="Ditt personnummer"
                help="Personalliggaren visar namn och personnummer för var och en som arbetar. Det sparas i din profil."
              >
                <input
                  id={numberId}
                  value={number}
                  onChange={(event) => setNumber(event.target.value)}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="ÅÅÅÅMMDD-NNNN"
                  autoFocus
                  aria-describedby={`${numberId}-help`}
                />
              </PlainField>
              <Button
                type="submit"
                variant="primary"
                size="huge"
                icon="login"
                isFullWidth
                isBusy={isSavingNumber || checkIn.isPending}
              >
                Spara och stämpla in
              </Button>
              <Button variant="ghost" onClick={() => setAskingNumber(false)}>
                Avbryt
              </Button>
            </FormStack>
          ) : (
            <Button
              variant={mine ? 'danger' : 'primary'}
              size="huge"
              icon={mine ? 'logout' : 'login'}
              isFullWidth
              isBusy={checkIn.isPending || checkOut.isPending}
              onClick={() => void toggle()}
            >
              {mine ? 'Stämpla ut' : 'Stämpla in'}
            </Button>
          )}
          {done && <Alert severity="success">{done}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {!present.data.required && (
            <Text tone="muted" size="small">
              {present.data.exempt
                ? 'Verksamheten är undantagen från personalliggare.'
                : 'Personalliggaren krävs när verkstaden har fler än en medarbetare.'}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
