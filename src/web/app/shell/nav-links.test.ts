import { describe, expect, it } from 'vitest';
import { isGroup, visibleEntries, type NavEntry } from './nav-links';

const outline = (entries: NavEntry[]) =>
  entries.map((entry) =>
    isGroup(entry) ? `${entry.label}: ${entry.links.map((link) => link.label).join(', ')}` : entry.label,
  );

describe('the main navigation', () => {
  it('gives the office the money, the team and the settings as places of their own', () => {
    expect(outline(visibleEntries({ role: 'office' }))).toEqual([
      'Översikt',
      'Arbetsordrar',
      'Planering',
      'Kunder',
      'Maskiner',
      'Service',
      'Lager',
      'Ekonomi: Offerter, Fakturor, Betalningar, Kundreskontra, Fakturakontroll',
      'Team: Team, Tidrapport, Personalliggare',
      'Inställningar',
    ]);
  });

  it('gives a mechanic their jobs and the staff ledger, no money and no settings', () => {
    expect(outline(visibleEntries({ role: 'mechanic' }))).toEqual([
      'Mina jobb',
      'Arbetsordrar',
      'Kunder',
      'Maskiner',
      'Service',
      'Lager',
      'Personalliggare',
    ]);
  });

  it('gives a visitor the public pages only', () => {
    expect(outline(visibleEntries(null))).toEqual(['Om oss', 'Kontakt']);
  });
});
