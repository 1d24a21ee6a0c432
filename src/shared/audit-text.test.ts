import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-text';
import type { AuditEvent } from './team';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  at: '2026-11-24T13:32:00Z',
  userId: 'u',
  userName: 'Anna Berg',
  entity: 'workOrder',
  entityId: 'w',
  action: 'updated',
  changes: [],
  ...overrides,
});

describe('the trail in plain Swedish', () => {
  it('says who changed what from what to what, and when in Swedish time', () => {
    expect(auditSentence(event({ changes: [{ field: 'status', from: 'Väntande', to: 'Pågående' }] }))).toBe(
      'Anna Berg ändrade status från Väntande till Pågående, 2026-11-24 14:32',
    );
    expect(
      auditSentence(
        event({
          changes: [
            { field: 'priority', from: 'medium', to: 'high' },
            { field: 'materials', from: [], to: [{ name: 'Olja' }] },
          ],
        }),
      ),
    ).toBe('Anna Berg ändrade prioritet från Medel till Hög, material, 2026-11-24 14:32');
  });

  it('names creations, payments and members', () => {
    expect(auditSentence(event({ action: 'created' }))).toBe('Anna Berg skapade arbetsordern, 2026-11-24 14:32');
    expect(auditSentence(event({ entity: 'invoice', action: 'credited' }))).toBe(
      'Anna Berg krediterade fakturan, 2026-11-24 14:32',
    );
    expect(
      auditSentence(
        event({
          entity: 'invoice',
          action: 'paid',
          changes: [{ field: 'status', from: 'pending', to: 'paid' }],
        }),
      ),
    ).toBe('Anna Berg ändrade status från Väntande till Betald, 2026-11-24 14:32');
    expect(
      auditSentence(
        event({
          entity: 'member',
          action: 'created',
          changes: [{ field: 'role', from: null, to: 'mechanic' }],
        }),
      ),
    ).toBe('Anna Berg gick med i verkstaden som mekaniker, 2026-11-24 14:32');
    expect(auditSentence(event({ entity: 'draft', action: 'requested' }))).toBe(
      'Anna Berg bad om ett AI-utkast, 2026-11-24 14:32',
    );
    expect(auditSentence(event({ entity: 'finding', action: 'dismissed' }))).toBe(
      'Anna Berg avfärdade ett fynd i Fakturakontroll, 2026-11-24 14:32',
    );
  });
});
