import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp } from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';
import { addMember } from '../test/team';
import { logCollector } from '../test/log-collector';

const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };
const NILS_PN = '19811218-9876';
const VISITOR_PN = '19121212-1212';

describe.each(drivers)('the staff ledger on %s', (driver) => {
  let now = new Date('2026-06-15T05:00:00Z');
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  const log = logCollector();
  const test = useTestApp(driver, { logLevel: 'info' }, { clock: () => now, logStream: log.stream });

  async function workshop(options: { personalNumber?: string } = { personalNumber: '811218-9876' }) {
    const owner = await createAccount(test.app);
    // An organisation number is one workshop's: each workshop of the suite has its own.
    const company = uniqueCompany();
    await as(test.app, owner).put('/api/company', company);
    const orgNumber = `${company.orgNumber.slice(0, 6)}-${company.orgNumber.slice(6)}`;
    const mechanic = await addMember(test.app, owner, 'mechanic', 'Nils', options);
    const office = await addMember(test.app, owner, 'office', 'Olga');
    return { owner, mechanic, office, orgNumber };
  }

  it('is off for a sole trader, who may still check in without a personnummer', async () => {
    const owner = await createAccount(test.app);
    const present = (await as(test.app, owner).get('/api/staff-ledger/present')).json();
    expect(present).toMatchObject({ required: false, exempt: false, present: [] });
    const checkedIn = await as(test.app, owner).post('/api/staff-ledger/check-in');
    expect(checkedIn.statusCode).toBe(201);
    expect(checkedIn.json()).toMatchObject({
      userId: owner.userId,
      name: 'Anna Svensson',
      personalNumber: null,
      checkOut: null,
    });
  });

  it('asks a member without a personnummer for it once the workshop has a second member', async () => {
    const { mechanic } = await workshop({});
    const api = as(test.app, mechanic);
    const refused = await api.post('/api/staff-ledger/check-in');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Personalliggaren kräver ditt personnummer. Ange det i din profil och stämpla in igen.',
    );
    const profile = (await api.get('/api/user/profile')).json().user;
    expect(profile.personalNumber).toBeNull();
    const wrong = await api.put('/api/user/profile', {
      name: profile.name,
      companyName: profile.companyName,
      personalNumber: '811218-9875',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'personalNumber', message: 'Ange ett giltigt personnummer, ÅÅMMDD-NNNN eller ÅÅÅÅMMDD-NNNN.' },
    ]);
    const saved = await api.put('/api/user/profile', {
      name: profile.name,
      companyName: profile.companyName,
      personalNumber: '811218-9876',
    });
    expect(saved.json().user.personalNumber).toBe(NILS_PN);
    expect((await api.post('/api/staff-ledger/check-in')).statusCode).toBe(201);
  });

  it('checks a member in and out at the server’s time, once at a time, and shows them to the inspection view', async () => {
    const { owner, mechanic, orgNumber } = await workshop();
    const api = as(test.app, mechanic);
    const checkedIn = await api.post('/api/staff-ledger/check-in', {});
    expect(checkedIn.statusCode).toBe(201);
    expect(checkedIn.json()).toMatchObject({
      name: 'Nils Lund',
      personalNumber: NILS_PN,
      checkIn: now.toISOString(),
      checkOut: null,
      corrections: [],
    });
    const again = await api.post('/api/staff-ledger/check-in');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Personen är redan instämplad. Stämpla ut först.');

    // Every member sees the inspection view: the business, and who is in with personnummer.
    const view = (await as(test.app, owner).get('/api/staff-ledger/present')).json();
    expect(view).toMatchObject({
      business: { name: 'Svenssons Maskinservice AB', orgNumber },
      exempt: false,
      required: true,
    });
    expect(view.present).toEqual([expect.objectContaining({ name: 'Nils Lund', personalNumber: NILS_PN })]);
    expect((await api.get('/api/staff-ledger/present')).json().present).toHaveLength(1);

    later(8 * 60 + 3);
    const out = await api.post('/api/staff-ledger/check-out');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ id: checkedIn.json().id, checkOut: now.toISOString() });
    const twice = await api.post('/api/staff-ledger/check-out');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Personen är inte instämplad.');
    expect((await api.get('/api/staff-ledger/present')).json().present).toEqual([]);
  });

  it('lets two check-ins of one person race and keeps exactly one', async () => {
    const { mechanic } = await workshop();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => as(test.app, mechanic).post('/api/staff-ledger/check-in')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await as(test.app, mechanic).get('/api/staff-ledger/present')).json().present).toHaveLength(1);
  });

  it('lets the owner and office check in others, a person without a login by name and personnummer', async () => {
    const { owner, mechanic, office } = await workshop();
    expect(
      (await as(test.app, office).post('/api/staff-ledger/check-in', { userId: mechanic.userId })).statusCode,
    ).toBe(201);
    const visitor = await as(test.app, owner).post('/api/staff-ledger/check-in', {
      name: 'Sven Inhyrd',
      personalNumber: '121212+1212',
    });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json()).toMatchObject({ userId: null, name: 'Sven Inhyrd', personalNumber: VISITOR_PN });
    expect(
      (
        await as(test.app, owner).post('/api/staff-ledger/check-in', {
          name: 'Sven Inhyrd',
          personalNumber: '191212121212',
        })
      ).statusCode,
    ).toBe(409);
    const bad = await as(test.app, owner).post('/api/staff-ledger/check-in', {
      name: 'Ny',
      personalNumber: '121212-1213',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ange ett giltigt personnummer, ÅÅMMDD-NNNN eller ÅÅÅÅMMDD-NNNN.');
    expect(
      (await as(test.app, owner).post('/api/staff-ledger/check-in', { personalNumber: '811218-9876' })).json().message,
    ).toBe('Ange personens namn.');

    // A mechanic checks in and out only themself.
    expect((await as(test.app, mechanic).post('/api/staff-ledger/check-in', { userId: owner.userId })).json()).toEqual(
      forbidden,
    );
    expect(
      (
        await as(test.app, mechanic).post('/api/staff-ledger/check-in', {
          name: 'X',
          personalNumber: '811218-9876',
        })
      ).json(),
    ).toEqual(forbidden);
    expect(
      (await as(test.app, mechanic).post('/api/staff-ledger/check-out', { entryId: visitor.json().id })).json(),
    ).toEqual(forbidden);

    // One personnummer is one person: not checked in twice under three names, with or without a login.
    const samePn =
      'Någon med samma personnummer är redan instämplad. Ett personnummer kan vara instämplat en gång i taget: stämpla ut först eller kontrollera numret.';
    const asNils = await as(test.app, owner).post('/api/staff-ledger/check-in', {
      name: 'Nisse Falsk',
      personalNumber: '811218-9876',
    });
    expect(asNils.statusCode).toBe(409);
    expect(asNils.json().message).toBe(samePn);
    const twin = await addMember(test.app, owner, 'mechanic', 'Tvilling', { personalNumber: VISITOR_PN });
    expect((await as(test.app, twin).post('/api/staff-ledger/check-in')).json()).toEqual({
      code: 'staff_ledger.personal_number_checked_in',
      message: samePn,
    });

    later(60);
    expect(
      (await as(test.app, owner).post('/api/staff-ledger/check-out', { entryId: visitor.json().id })).json().checkOut,
    ).toBe(now.toISOString());
    expect((await as(test.app, twin).post('/api/staff-ledger/check-in')).statusCode).toBe(201);
    expect((await as(test.app, twin).post('/api/staff-ledger/check-out')).statusCode).toBe(200);
    expect(
      (await as(test.app, office).post('/api/staff-ledger/check-out', { userId: mechanic.userId })).statusCode,
    ).toBe(200);
    const stranger = await createAccount(test.app);
    expect(
      (await as(test.app, stranger).post('/api/staff-ledger/check-out', { entryId: visitor.json().id })).statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, stranger).post('/api/staff-ledger/check-in', { userId: mechanic.userId })).statusCode,
    ).toBe(404);
  });

  it('fixes a forgotten check-out by a correction that keeps the original, names who and why', async () => {
    const { owner, mechanic, office } = await workshop();
    const shift = (await as(test.app, mechanic).post('/api/staff-ledger/check-in')).json();
    const checkedInAt = now.toISOString();
    later(24 * 60);
    const forgotten = new Date(Date.parse(checkedInAt) + 9 * 3_600_000).toISOString();
    const path = `/api/staff-ledger/${shift.id}/corrections`;

    expect((await as(test.app, office).post(path, { checkOut: forgotten })).json().message).toBe(
      'Ange varför tiden rättas.',
    );
    expect((await as(test.app, office).post(path, { reason: 'Glömde' })).json().message).toBe(
      'Ange en ny tid för instämplingen, utstämplingen eller båda.',
    );
    expect(
      (await as(test.app, office).post(path, { checkOut: '2026-13-01T10:00:00Z', reason: 'x' })).json().message,
    ).toBe('Ange tiden som datum och klockslag.');
    expect(
      (await as(test.app, office).post(path, { checkOut: '2030-01-01T10:00:00Z', reason: 'x' })).json().message,
    ).toBe('Tiden kan inte ligga i framtiden.');
    expect(
      (await as(test.app, office).post(path, { checkOut: '2026-06-15T04:00:00Z', reason: 'x' })).json().message,
    ).toBe('Utstämplingen måste vara efter instämplingen.');
    expect((await as(test.app, mechanic).post(path, { checkOut: forgotten, reason: 'Glömde' })).json()).toEqual(
      forbidden,
    );
    // Within a week of the stamp: not the year 1900, not a month's typo.
    for (const [field, at] of [
      ['checkIn', '1900-06-15T05:00:00Z'],
      ['checkIn', '2026-06-07T05:00:00Z'],
      ['checkOut', '2026-05-15T14:00:00Z'],
    ] as const) {
      const far = await as(test.app, office).post(path, { [field]: at, reason: 'Fel år' });
      expect(far.statusCode, at).toBe(400);
      expect(far.json()).toEqual({
        code: 'staff_ledger.time_too_far',
        message: 'En rättad tid måste ligga inom 7 dagar från den registrerade instämplingen.',
        errors: [{ field, message: 'En rättad tid måste ligga inom 7 dagar från den registrerade instämplingen.' }],
      });
    }

    const corrected = await as(test.app, office).post(path, {
      checkOut: forgotten,
      reason: 'Glömde stämpla ut, gick 16:00',
    });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json()).toMatchObject({
      checkIn: checkedInAt,
      checkOut: forgotten,
      corrections: [
        {
          field: 'checkOut',
          from: null,
          to: forgotten,
          reason: 'Glömde stämpla ut, gick 16:00',
          byName: 'Olga Lund',
          byUserId: office.userId,
        },
      ],
    });
    // A second correction of the check-in keeps the first and the original.
    const earlier = new Date(Date.parse(checkedInAt) - 30 * 60_000).toISOString();
    const twice = (await as(test.app, owner).post(path, { checkIn: earlier, reason: 'Började 06:30' })).json();
    expect(twice.checkIn).toBe(earlier);
    expect(twice.corrections.map((c: { field: string; from: string | null }) => [c.field, c.from])).toEqual([
      ['checkOut', null],
      ['checkIn', checkedInAt],
    ]);
    // The shift is closed: the mechanic can check in again.
    expect((await as(test.app, mechanic).post('/api/staff-ledger/check-in')).statusCode).toBe(201);
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).post(path, { checkOut: forgotten, reason: 'x' })).statusCode).toBe(404);
  });

  it('lists a period with its corrections for the office, and a mechanic’s own shifts to the mechanic', async () => {
    const { owner, mechanic } = await workshop();
    await as(test.app, mechanic).post('/api/staff-ledger/check-in');
    await as(test.app, owner).post('/api/staff-ledger/check-in', {
      name: 'Sven Inhyrd',
      personalNumber: '121212-1212',
    });
    const day = now.toISOString().slice(0, 10);
    const all = await as(test.app, owner).get(`/api/staff-ledger?from=${day}&to=${day}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(
      all
        .json()
        .map((entry: { name: string }) => entry.name)
        .sort(),
    ).toEqual(['Nils Lund', 'Sven Inhyrd']);
    const own = (await as(test.app, mechanic).get(`/api/staff-ledger?from=${day}&to=${day}`)).json();
    expect(own.map((entry: { name: string }) => entry.name)).toEqual(['Nils Lund']);
    expect((await as(test.app, owner).get(`/api/staff-ledger?from=${day}&to=2020-01-01`)).json().message).toBe(
      'Välj en period på högst ett år, med till-datumet efter från-datumet.',
    );
    expect((await as(test.app, owner).get('/api/staff-ledger?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await as(test.app, owner).get('/api/staff-ledger')).statusCode).toBe(400);
  });

  it('prints a period as PDF with the business’s name, organisation number, the people and the corrections', async () => {
    now = new Date('2026-07-01T06:00:00Z');
    const { owner, mechanic, orgNumber } = await workshop();
    const shift = (await as(test.app, mechanic).post('/api/staff-ledger/check-in')).json();
    later(60);
    await as(test.app, owner).post(`/api/staff-ledger/${shift.id}/corrections`, {
      checkOut: now.toISOString(),
      reason: 'Glömd utstämpling',
    });
    const day = now.toISOString().slice(0, 10);
    expect((await as(test.app, mechanic).get(`/api/staff-ledger/pdf?from=${day}&to=${day}`)).json()).toEqual(forbidden);
    const pdf = await as(test.app, owner).get(`/api/staff-ledger/pdf?from=${day}&to=${day}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfTextLines(pdf.rawPayload)).join('\n');
    for (const expected of [
      'PERSONALLIGGARE',
      'Svenssons Maskinservice AB',
      `Org.nr ${orgNumber}`,
      'Nils Lund',
      NILS_PN,
      'Rättelser',
      'rättade Anna Svensson passet för Nils Lund',
      'Stämplade ut: saknades → 2026-07-01 09:00',
      'Orsak: Glömd utstämpling',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Nils Lund\s+19811218-9876\s+2026-07-01\s+08:00\s+09:00 \*\s+1,00/);
    expect(text).toContain('Sida 1 av 1');
  });

  it('prints everyone present on the day: long names and Instämplad whole, people checked in since an earlier day, no corrections note without corrections', async () => {
    now = new Date('2026-08-03T06:00:00Z');
    const { owner, mechanic } = await workshop();
    const longName = 'Karl-Johan Östergren-Lindqvist af Wisborg Bernadotte';
    expect((await as(test.app, mechanic).post('/api/staff-ledger/check-in')).statusCode).toBe(201);
    expect(
      (
        await as(test.app, owner).post('/api/staff-ledger/check-in', {
          name: longName,
          personalNumber: '121212-1212',
        })
      ).statusCode,
    ).toBe(201);
    // The next morning both are still checked in; another person checks in.
    later(24 * 60);
    expect(
      (
        await as(test.app, owner).post('/api/staff-ledger/check-in', {
          name: 'Sven Dagsson',
          personalNumber: '900101-0017',
        })
      ).statusCode,
    ).toBe(201);
    const pdf = await as(test.app, owner).get('/api/staff-ledger/pdf?from=2026-08-04&to=2026-08-04');
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfTextLines(pdf.rawPayload)).join('\n');
    for (const expected of [
      'Sven Dagsson',
      'Nils Lund',
      NILS_PN,
      '20121212-1212',
      '2026-08-03',
      'Karl-Johan',
      'Östergren',
      'Lindqvist',
      'af Wisborg',
      'Bernadotte',
    ])
      expect(text, text).toContain(expected);
    expect(text.match(/Instämplad/g)).toHaveLength(3);
    expect(text).not.toContain('…');
    expect(text).not.toContain('rättad tid');
    expect(text).not.toContain('Rättelser');
  });

  it('prints a night shift begun the evening before on the morning it reaches into, and not the day after', async () => {
    now = new Date('2026-08-10T18:00:00Z'); // 20:00 in Stockholm
    const { owner, mechanic } = await workshop();
    expect((await as(test.app, mechanic).post('/api/staff-ledger/check-in')).statusCode).toBe(201);
    later(8 * 60); // 04:00 the next morning
    expect((await as(test.app, mechanic).post('/api/staff-ledger/check-out')).statusCode).toBe(200);
    const printed = async (day: string) => {
      const pdf = await as(test.app, owner).get(`/api/staff-ledger/pdf?from=${day}&to=${day}`);
      expect(pdf.statusCode).toBe(200);
      return (await pdfTextLines(pdf.rawPayload)).join('\n');
    };
    const morning = await printed('2026-08-11');
    expect(morning, morning).toContain('Nils Lund');
    expect(morning).toContain('2026-08-10');
    expect(await printed('2026-08-10')).toContain('Nils Lund');
    expect(await printed('2026-08-12')).not.toContain('Nils Lund');
  });

  it('lets only the owner mark the business exempt, which the inspection view states', async () => {
    const { owner, mechanic, office } = await workshop({});
    expect((await as(test.app, office).put('/api/staff-ledger/settings', { exempt: true, note: 'x' })).json()).toEqual(
      forbidden,
    );
    const saved = await as(test.app, owner).put('/api/staff-ledger/settings', {
      exempt: true,
      note: 'Bara ägaren och sonen arbetar här.',
    });
    expect(saved.json()).toEqual({ exempt: true, note: 'Bara ägaren och sonen arbetar här.' });
    expect((await as(test.app, mechanic).get('/api/staff-ledger/settings')).json()).toEqual({
      exempt: true,
      note: 'Bara ägaren och sonen arbetar här.',
    });
    expect((await as(test.app, mechanic).get('/api/staff-ledger/present')).json()).toMatchObject({
      exempt: true,
      required: false,
      note: 'Bara ägaren och sonen arbetar här.',
    });
    // Exempt: a member without a personnummer may check in.
    expect((await as(test.app, mechanic).post('/api/staff-ledger/check-in')).statusCode).toBe(201);
    expect((await as(test.app, owner).put('/api/staff-ledger/settings', { exempt: 'ja' })).statusCode).toBe(400);
  });

  it('keeps the personnummer on the member: the owner sets it, the owner and office read it, the trail keeps only the birth date', async () => {
    const { owner, mechanic, office } = await workshop({});
    const set = await as(test.app, owner).put(`/api/team/${mechanic.userId}`, {
      personalNumber: '19811218-9876',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().personalNumber).toBe(NILS_PN);
    const team = (await as(test.app, office).get('/api/team')).json() as Array<{
      id: string;
      personalNumber: string | null;
    }>;
    expect(team.find((member) => member.id === mechanic.userId)?.personalNumber).toBe(NILS_PN);
    expect(
      (await as(test.app, office).put(`/api/team/${mechanic.userId}`, { personalNumber: '811218-9876' })).json(),
    ).toEqual(forbidden);
    expect(
      (await as(test.app, owner).put(`/api/team/${mechanic.userId}`, { personalNumber: '811218-9875' })).statusCode,
    ).toBe(400);
    const events = (await as(test.app, owner).get(`/api/audit?entity=member&id=${mechanic.userId}`)).json();
    expect(JSON.stringify(events)).toContain('19811218-****');
    // The four last digits in any written form (an id's hex may hold "9876" by chance, so not the bare digits).
    for (const form of ['1218-9876', '12189876', '"9876"']) expect(JSON.stringify(events)).not.toContain(form);
    await as(test.app, mechanic).post('/api/staff-ledger/check-in');
    // Never in a log, whatever the calls did.
    for (const form of ['811218-9876', '8112189876', '811218****', '19811218-9876'])
      expect(log.text()).not.toContain(form);
  });

  it('is append-only even for SQL run by the app’s own role', async () => {
    const { owner, mechanic } = await workshop();
    const shift = (await as(test.app, mechanic).post('/api/staff-ledger/check-in')).json();
    later(30);
    await as(test.app, mechanic).post('/api/staff-ledger/check-out');
    await as(test.app, owner).post(`/api/staff-ledger/${shift.id}/corrections`, {
      checkOut: new Date(now.getTime() - 60_000).toISOString(),
      reason: 'Rätt tid',
    });
    const db = test.database.db;
    const refusals = [
      sql`update ledger_check_ins set at = now() - interval '1 hour' where id = ${shift.id}`,
      sql`delete from ledger_check_ins where id = ${shift.id}`,
      sql`update ledger_check_outs set at = now() where check_in_id = ${shift.id}`,
      sql`delete from ledger_check_outs where check_in_id = ${shift.id}`,
      sql`update ledger_corrections set reason = 'ändrad' where check_in_id = ${shift.id}`,
      sql`delete from ledger_corrections where check_in_id = ${shift.id}`,
      sql`truncate ledger_corrections`,
      sql`truncate ledger_check_outs cascade`,
    ];
    for (const statement of refusals) {
      const failure = (await db.execute(statement).then(
        () => null,
        (error: unknown) => error,
      )) as (Error & { cause?: Error }) | null;
      expect(failure?.cause?.message ?? failure?.message).toMatch(/Personalliggaren ändras aldrig/);
    }
    const day = now.toISOString().slice(0, 10);
    const [kept] = (await as(test.app, owner).get(`/api/staff-ledger?from=${day}&to=${day}`)).json();
    expect(kept).toMatchObject({ id: shift.id, corrections: [{ reason: 'Rätt tid' }] });
  });
});
