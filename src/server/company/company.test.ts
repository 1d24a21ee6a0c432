import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, type Account, uniqueCompany, useTestApp } from '../test/harness';

describe.each(drivers)('company details on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
  });
  const api = () => as(test.app, account);

  it('answers the rates with their number in X-Total-Count, as every list does', async () => {
    const response = await api().get('/api/rates');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(response.json().length));
    expect(response.json().length).toBeGreaterThan(0);
  });

  it('starts with the workshop name and 30 days of payment terms', async () => {
    const response = await api().get('/api/company');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Svenssons Maskinservice AB',
      paymentTermsDays: 30,
      fTax: false,
      orgNumber: '',
    });
  });

  it('stores the details in the form printed on the invoice', async () => {
    const response = await api().put('/api/company', completeCompany);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orgNumber: '556036-0793',
      bankgiro: '5050-1055',
      postalCode: '241 38',
      vatNumber: 'SE556036079301',
      fTax: true,
    });
    expect((await api().get('/api/company')).json()).toMatchObject({ city: 'Eslöv', bankgiro: '5050-1055' });
  });

  it.each([
    [{ orgNumber: '556036-0794' }, 'orgNumber', 'Organisationsnumret är ogiltigt.'],
    [{ vatNumber: 'SE55603607901' }, 'vatNumber', 'Momsregistreringsnumret är ogiltigt (SE + 10 siffror + 01).'],
    // The shape is right; the cause is the organisation number's check digit, and the message says so.
    [
      { vatNumber: 'SE556036079401' },
      'vatNumber',
      'Momsregistreringsnumret är ogiltigt: de tio siffrorna mellan SE och 01 är inget giltigt organisationsnummer (fel kontrollsiffra).',
    ],
    [
      { vatNumber: 'SE212000014201' },
      'vatNumber',
      'Momsregistreringsnumret hör inte till organisationsnumret (SE + organisationsnumret + 01).',
    ],
    [{ bankgiro: '5050-1056' }, 'bankgiro', 'Bankgironumret är ogiltigt.'],
    [{ postalCode: '123' }, 'postalCode', 'Postnumret ska ha fem siffror.'],
    [{ paymentTermsDays: 1000 }, 'paymentTermsDays', 'Betalningsvillkoret ska vara 0–365 dagar.'],
    [{ name: '' }, 'name', 'Företagsnamn är obligatoriskt.'],
  ])('refuses %j naming the field', async (override, field, message) => {
    const response = await api().put('/api/company', { ...completeCompany, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
  });

  it('keeps an organisation number one workshop’s: another saving it answers 409', async () => {
    const first = uniqueCompany();
    expect((await api().put('/api/company', first)).statusCode).toBe(200);
    const other = as(test.app, await createAccount(test.app, { companyName: 'Annan Verkstad AB' }));
    const takenNumber =
      'Organisationsnumret används redan av en annan verkstad i Verkstan. Kontrollera numret; är det ert, kontakta oss.';
    const own = uniqueCompany({ name: 'Annan Verkstad AB' });
    // Written as the first wrote it, or as printed: the same number.
    for (const orgNumber of [first.orgNumber, `${first.orgNumber.slice(0, 6)}-${first.orgNumber.slice(6)}`]) {
      const copied = await other.put('/api/company', {
        ...own,
        orgNumber,
        vatNumber: `SE${first.orgNumber}01`,
      });
      expect(copied.statusCode).toBe(409);
      expect(copied.json()).toEqual({
        code: 'organisation.org_number_taken',
        message: takenNumber,
        errors: [{ field: 'orgNumber', message: takenNumber }],
      });
    }
    expect((await other.get('/api/company')).json()).toMatchObject({ orgNumber: '' });
    expect((await other.put('/api/company', own)).statusCode).toBe(200);
    // The first saves its own again, unchanged.
    expect((await api().put('/api/company', { ...first, phone: '040-12 34 56' })).statusCode).toBe(200);
  });
});
