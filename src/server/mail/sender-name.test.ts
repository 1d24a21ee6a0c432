import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, useTestApp, validInvoice, validWorkOrder } from '../test/harness';
import { mailsIn } from '../test/team';

describe.each(drivers)('who a mail is from on %s', (driver) => {
  const test = useTestApp(driver, { mailFrom: 'Verkstan <noreply@verkstan.se>' });

  it('sends a workshop’s invoices and invitations as "{workshop} via Verkstan" with its address as Reply-To; Verkstan’s own as Verkstan', async () => {
    const owner = await createAccount(test.app, { companyName: 'Nils & Söner "Maskin" AB' });
    const api = as(test.app, owner);
    // Before the company details have an address, an invitation's answers go to the inviter.
    expect(
      (await api.post('/api/team/invitations', { email: 'forsta.mek@verkstad.se', role: 'mechanic' })).statusCode,
    ).toBe(201);
    expect(
      (
        await api.put('/api/company', {
          ...completeCompany,
          name: 'Nils & Söner "Maskin" AB',
          email: 'kontor@nilsochsoner.se',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await api.post('/api/team/invitations', { email: 'andra.mek@verkstad.se', role: 'office' })).statusCode,
    ).toBe(201);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const invoice = (await api.post('/api/invoice', validInvoice(job.id))).json();
    expect((await api.post(`/api/invoice/${invoice.id}/send`, {})).statusCode).toBe(200);
    expect(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: owner.email },
        })
      ).statusCode,
    ).toBe(202);
    await test.app.mailSender.deliverDue();

    const mails = await mailsIn(test.mailOutboxDir);
    const to = (address: string) => mails.find((mail) => mail.to === address)!;
    const workshop = { name: 'Nils & Söner "Maskin" AB via Verkstan', address: 'noreply@verkstan.se' };
    expect(to('forsta.mek@verkstad.se')).toMatchObject({ from: workshop, replyTo: owner.email });
    expect(to('andra.mek@verkstad.se')).toMatchObject({ from: workshop, replyTo: 'kontor@nilsochsoner.se' });
    expect(to('ekonomi@akerinord.se')).toMatchObject({ from: workshop, replyTo: 'kontor@nilsochsoner.se' });
    expect(to(owner.email)).toMatchObject({
      from: { name: 'Verkstan', address: 'noreply@verkstan.se' },
      replyTo: '',
    });
  });
});
