import type { SessionCache } from '../cache/session-cache';
import type { Database } from '../db/client';
import { resetLinkInvalid } from './errors';
import { renderMail } from '../mail/layout';
import { queueMail } from '../mail/outbox';
import { hashPassword } from './passwords';
import * as repository from './repository';
import { createSessionToken, hashToken, isWellFormedToken } from './tokens';

export const RESET_MINUTES = 60;

/**
 * Sends a reset link if the address has an account; the caller answers the same either way. The mail
 * is queued in the transaction that stores the token's hash.
 */
export async function requestPasswordReset(db: Database, publicUrl: string, email: string): Promise<boolean> {
  const user = await repository.findUserByEmail(db, email);
  if (!user) return false;
  const token = createSessionToken();
  const link = `${publicUrl}/reset-password/${token}`;
  await db.transaction(async (tx) => {
    await repository.insertPasswordReset(tx, hashToken(token), user.id, RESET_MINUTES);
    const mail = renderMail({
      subject: 'Återställ ditt lösenord i Verkstan',
      greeting: `Hej ${user.firstName}!`,
      paragraphs: [
        'Någon, förhoppningsvis du, bad om ett nytt lösenord till ditt konto i Verkstan.',
        'Länken gäller i en timme och kan användas en gång. När du har valt ett nytt lösenord loggas du ut överallt.',
      ],
      link: { label: 'Välj nytt lösenord', url: link },
      footnote: 'Bad du inte om det här? Då kan du bortse från mejlet: ditt lösenord är oförändrat.',
    });
    // Verkstan's own mail to the person, throttled per address and IP: not the workshop's allowance.
    await queueMail(tx, { organisationId: user.organisationId, to: user.email, ...mail }, null);
  });
  return true;
}

/** Sets the new password, uses the link up and ends every session of the person, on every server. */
export async function resetPassword(
  db: Database,
  sessions: SessionCache,
  token: string,
  password: string,
): Promise<void> {
  if (!isWellFormedToken(token)) throw resetLinkInvalid();
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const reset = await repository.takePasswordReset(tx, hashToken(token));
    if (!reset) throw resetLinkInvalid();
    await repository.updatePassword(tx, reset.userId, passwordHash);
    return reset.userId;
  });
  await sessions.revoke({ kind: 'user', userId });
}
