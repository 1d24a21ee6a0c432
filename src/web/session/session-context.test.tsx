import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readToken, storeToken } from '../lib/token-storage';
import { renderScreen, testUser } from '../test/render';
import { useSession } from './session-context';

function SessionState() {
  const { session, user } = useSession();
  return (
    <p>
      {session.status === 'anonymous'
        ? `anonym: ${session.error ?? ''}`
        : session.status === 'checking'
          ? 'kontrollerar'
          : `inloggad: ${user?.name}`}
    </p>
  );
}

function answerProfile(answers: Array<'network' | number>) {
  let call = 0;
  globalThis.fetch = (async () => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer === 200 ? { user: testUser } : { message: 'x' }), {
      status: answer,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

describe('the session check at start', () => {
  it('keeps the token through a dropped connection and signs in when the server answers', async () => {
    storeToken('t'.repeat(43));
    answerProfile(['network', 200]);
    renderScreen(<SessionState />);
    expect(await screen.findByText('inloggad: Karin Ek', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(readToken()).toBe('t'.repeat(43));
  });

  it('drops the token when the server rejects it, with the spec message', async () => {
    storeToken('t'.repeat(43));
    answerProfile([401]);
    renderScreen(<SessionState />);
    expect(await screen.findByText('anonym: Kunde inte verifiera inloggning')).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });
});
