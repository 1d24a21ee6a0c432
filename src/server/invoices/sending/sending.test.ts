import { describe, expect, it } from 'vitest';
import { drivers } from '../../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validInvoice, validWorkOrder } from '../../test/harness';
import { pdfTextLines } from '../../test/pdf-text';
import { addMember, mailsIn } from '../../test/team';

describe.each(drivers)('sending an invoice on %s', (driver) => {
  const test = useTestApp(driver);

  async function invoiceOf(company: Record<string, unknown> | null = uniqueCompany()) {
    const owner = await createAccount(test.app);
    // An organisation number is one workshop's in an installation: each test's workshop has its own.
    if (company) expect((await as(test.app, owner).put('/api/company', company)).statusCode).toBe(200);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const invoice = (await as(test.app, owner).post('/api/invoice', validInvoice(job.id))).json();
    return { owner, invoice };
  }

  it('mails the PDF to the customer through the outbox, with the workshop as reply-to, and records when', async () => {
    const { owner, invoice } = await invoiceOf();
    expect(invoice.sentAt).toBeNull();
    const sent = await as(test.app, owner).post(`/api/invoice/${invoice.id}/send`, {
      message: 'Tack för förtroendet!',
    });
    expect(sent.statusCode).toBe(200);
    expect(Date.parse(sent.json().sentAt)).toBeGreaterThan(0);
    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) =>
      candidate.subject.includes(invoice.invoiceNumber),
    )!;
    expect(mail).toMatchObject({
      to: 'ekonomi@akerinord.se',
      replyTo: 'faktura@svenssons.se',
      subject: `Faktura ${invoice.invoiceNumber} från Svenssons Maskinservice AB`,
    });
    expect(mail.text).toContain(`OCR-nummer: ${invoice.ocr}`);
    expect(mail.text).toContain('Tack för förtroendet!');
    expect(mail.text).toContain('— Svenssons Maskinservice AB');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `faktura-${invoice.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const text = (await pdfTextLines(mail.attachments[0]!.content)).join('\n');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).not.toContain('FÅR INTE SKICKAS');

    // Sent again, to addresses of one's choosing; the list and the trail say so.
    const again = await as(test.app, owner).post(`/api/invoice/${invoice.id}/send`, {
      to: ['ekonomi@kund.se', 'vd@kund.se'],
    });
    expect(again.statusCode).toBe(200);
    await test.app.mailSender.deliverDue();
    const recipients = (await mailsIn(test.mailOutboxDir))
      .filter((candidate) => candidate.subject.includes(invoice.invoiceNumber))
      .map((candidate) => candidate.to);
    expect(recipients.sort()).toEqual(['ekonomi@akerinord.se', 'ekonomi@kund.se', 'vd@kund.se']);
    const listed = (await as(test.app, owner).get('/api/invoice?limit=5')).json();
    expect(listed.find((row: { id: string }) => row.id === invoice.id).sentAt).toBe(again.json().sentAt);
    const events = (await as(test.app, owner).get(`/api/audit?entity=invoice&id=${invoice.id}`)).json();
    expect(events.filter((event: { action: string }) => event.action === 'sent')).toHaveLength(2);
  });

  /** The mail about the invoice sent last, and its PDF's text. */
  async function lastMailOf(invoiceNumber: string) {
    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir))
      .filter((candidate) => candidate.subject === `Faktura ${invoiceNumber} från Svenssons Maskinservice AB`)
      .at(-1)!;
    const pdf = (await pdfTextLines(mail.attachments[0]!.content)).join('\n');
    return { text: mail.text, pdf };
  }

  it('says "Betald {date}" on a paid invoice sent again, in the mail and the PDF, without OCR or an amount to pay', async () => {
    const { owner, invoice } = await invoiceOf();
    expect(
      (
        await as(test.app, owner).post(`/api/invoice/${invoice.id}/payments`, {
          amount: 11966,
          date: '2026-06-15',
          method: 'bankgiro',
        })
      ).statusCode,
    ).toBe(201);
    expect((await as(test.app, owner).post(`/api/invoice/${invoice.id}/send`, {})).statusCode).toBe(200);
    const { text, pdf } = await lastMailOf(invoice.invoiceNumber);
    expect(text).toContain('Betald 2026-06-15. Inget att betala.');
    expect(pdf).toContain('Betald 2026-06-15. Inget att betala.');
    // The mark under the title, and the sentence under Betalningsinformation.
    expect(pdf.match(/Betald 2026-06-15/g)).toHaveLength(2);
    for (const content of [text, pdf]) {
      expect(content).not.toContain('Att betala');
      expect(content).not.toContain('OCR');
      expect(content).not.toContain(invoice.ocr);
    }
  });

  it('states what is still owed on a partly paid invoice sent again, and what was paid so far', async () => {
    const { owner, invoice } = await invoiceOf();
    const paid = await as(test.app, owner).post(`/api/invoice/${invoice.id}/payments`, {
      amount: 5000,
      date: '2026-06-15',
      method: 'bankgiro',
    });
    expect(paid.statusCode).toBe(201);
    expect((await as(test.app, owner).post(`/api/invoice/${invoice.id}/send`, {})).statusCode).toBe(200);
    const { text } = await lastMailOf(invoice.invoiceNumber);
    expect(text).toMatch(/Att betala: 6\s966,00 kr senast/);
    expect(text).toMatch(/Betalt hittills: 5\s000,00 kr\./);
    expect(text).not.toMatch(/Att betala: 11\s966/);
  });

  it('says "Krediterad" on a credited invoice sent again, in the mail and the PDF, without OCR or an amount to pay', async () => {
    const { owner, invoice } = await invoiceOf();
    const credit = (await as(test.app, owner).post(`/api/invoice/${invoice.id}/credit`)).json();
    expect((await as(test.app, owner).post(`/api/invoice/${invoice.id}/send`, {})).statusCode).toBe(200);
    const { text, pdf } = await lastMailOf(invoice.invoiceNumber);
    expect(text).toContain(`Krediterad med kreditfaktura ${credit.invoiceNumber}. Inget att betala.`);
    expect(pdf).toContain(`Krediterad med kreditfaktura ${credit.invoiceNumber}. Inget att betala.`);
    expect(pdf.match(/Krediterad/g)).toHaveLength(2);
    for (const content of [text, pdf]) {
      expect(content).not.toContain('Att betala');
      expect(content).not.toContain('OCR');
      expect(content).not.toContain(invoice.ocr);
    }
  });

  it('refuses while the PDF says it must not be sent, naming what is missing', async () => {
    const { owner, invoice } = await invoiceOf(null);
    const refused = await as(test.app, owner).post(`/api/invoice/${invoice.id}/send`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Fakturan kan inte skickas: organisationsnummer, momsregistreringsnummer, adress, bankgiro saknas i företagsuppgifterna. Fyll i dem under Inställningar → Företag först.',
    );
    expect((await as(test.app, owner).get(`/api/invoice/${invoice.id}`)).json().sentAt).toBeNull();
  });

  it('is for the owner and office, in their own workshop, with valid addresses', async () => {
    const { owner, invoice } = await invoiceOf();
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).post(`/api/invoice/${invoice.id}/send`, {})).statusCode).toBe(403);
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).post(`/api/invoice/${invoice.id}/send`, {})).statusCode).toBe(404);
    for (const to of [
      [],
      ['inte-en-adress'],
      Array.from({ length: 6 }, (_, index) => `a${index}@kund.se`),
      'a@kund.se',
    ]) {
      const bad = await as(test.app, owner).post(`/api/invoice/${invoice.id}/send`, { to });
      expect(bad.statusCode, JSON.stringify(to)).toBe(400);
    }
  });
});
