import { sql } from 'drizzle-orm';
import type { ErasedCustomer } from '../../shared/customers';
import { isCompanyNumber } from '../../shared/identity';
import { eraseFromTrail } from '../audit/erasure';
import type { Actor } from '../audit/service';
import { eraseFromBankPayments } from '../bank-files/erasure';
import { eraseCustomer, requireCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { patternsOf } from '../db/scrub';
import { eraseFromMachines } from '../machines/erasure';
import { eraseFromOutbox } from '../mail/erasure';
import { eraseFromBookings } from '../planning/erasure';
import { eraseFromFiles, removeFreedBytes } from '../files/erasure';
import type { FileStore } from '../files/service';
import { eraseFromApprovals } from '../quotes/erasure';
import { revokeLinkOf } from '../customer-portal/service';
import { messages } from '../../shared/messages';
import { eraseFromTimeNotes } from '../time/erasure';
import { eraseFromSignatures, eraseFromWorkOrders } from '../work-orders/erasure';
import { normalisePhoneNumber } from '../../shared/phone-numbers';

const countOf = async (db: Database, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);

/**
 * Erasure on request (DATA.md decision 5, GDPR art. 17), across the workshop in one transaction: the
 * register entry (customers), then everything that still names the person in the records linked to
 * them — notes on their machines, their jobs' titles, descriptions and checklists, the notes of time
 * on those jobs, the old and new values in those records' trail, mail to them, and what the bank said
 * of their payments, and the photos and files on the customer, their machines, quotes and jobs (FIELD.md
 * decision 4). Issued invoices, booked payments, the files and signatures of invoiced jobs and their
 * trail stay as bookkeeping needs them, and the answer says so (docs/decisions/034, 065).
 */
export async function eraseCustomerEverywhere(
  db: Database,
  store: FileStore,
  actor: Actor,
  customerId: string,
  now = new Date(),
): Promise<ErasedCustomer> {
  const { erasedCustomer, freedSha256 } = await db.transaction(async (tx) => {
    const { organisationId } = actor;
    const existing = await requireCustomer(tx, organisationId, customerId, true);
    const isCompany = isCompanyNumber(existing.orgNumber);
    // A company's name is not personal data (its contact person, e-mail and phone may be); a person's is.
    const patterns = patternsOf([
      isCompany ? null : existing.name,
      isCompany ? null : existing.orgNumber,
      existing.contactPerson,
      existing.email,
      existing.phone,
      // As an SMS's recipient has it (customer-messages, decision 051).
      existing.phone ? normalisePhoneNumber(existing.phone) : null,
      existing.street,
    ]);
    const customer = await eraseCustomer(tx, actor, customerId);
    const machines = await eraseFromMachines(tx, organisationId, customerId, patterns);
    const jobs = await eraseFromWorkOrders(tx, organisationId, existing, patterns);
    const time = await eraseFromTimeNotes(tx, organisationId, jobs.workOrderIds, patterns);
    await eraseFromBookings(tx, organisationId, jobs.workOrderIds, patterns);
    // The customer's page shows what is left of them to whoever has the link: it ends (docs/decisions/055).
    const pageLink = await revokeLinkOf(tx, organisationId, customerId, now);
    const files = await eraseFromFiles(tx, actor, existing);
    const signatures = await eraseFromSignatures(
      tx,
      organisationId,
      jobs.workOrderIds,
      patterns,
      messages.erasedCustomerName,
    );
    const approvals = await eraseFromApprovals(tx, organisationId, customerId, patterns, messages.erasedCustomerName);
    const paymentIds = (
      (await tx.execute(
        sql`select p.id from payments p join invoices i on i.id = p.invoice_id where p.organisation_id = ${organisationId} and i.customer_id = ${customerId}`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows.map((row) => row.id);
    const bank = await eraseFromBankPayments(tx, organisationId, paymentIds, patterns);
    const trail = await eraseFromTrail(
      tx,
      organisationId,
      [customerId, ...jobs.workOrderIds, ...time.timeEntryIds, ...bank.bankPaymentIds],
      patterns,
    );
    const mails = await eraseFromOutbox(tx, organisationId, patterns);
    const invoices = await countOf(
      tx,
      sql`select count(*) as n from invoices where organisation_id = ${organisationId} and customer_id = ${customerId}`,
    );
    const machineCount = await countOf(
      tx,
      sql`select count(*) as n from machines where organisation_id = ${organisationId} and customer_id = ${customerId}`,
    );

    const erased = [
      {
        what:
          'Kundregistret: namn, kontaktperson, e-post, telefon, adress och anteckningar' +
          (isCompany ? '' : ', personnummer'),
        count: 1,
      },
      { what: 'Anteckningar om kundens maskiner', count: machines },
      { what: 'Arbetsordrar: titel, beskrivning och checklista', count: jobs.changed },
      { what: 'Anteckningar i tidrapporter', count: time.changed },
      { what: 'Kundsidans länk (stängd)', count: pageLink ? 1 : 0 },
      {
        what: 'Godkännanden av offerter som inte blev fakturerat arbete: namn, signatur, IP-adress och webbläsare',
        count: approvals.erased,
      },
      {
        what: 'Bilder och filer på kunden, maskinerna, offerterna och arbetsordrar som inte fakturerats',
        count: files.deleted,
      },
      { what: 'Signaturer på arbetsordrar som inte fakturerats: namn och signatur', count: signatures.erased },
      { what: 'Ändringshistorikens gamla och nya värden', count: trail },
      { what: 'Sparade mejl till kunden: mottagare, text och bilaga', count: mails },
      { what: 'Bankens uppgifter om betalaren', count: bank.bankPaymentIds.length },
    ].filter((item) => item.count > 0);
    const kept = [
      ...(invoices > 0
        ? [
            {
              what: `Utfärdade fakturor och kreditfakturor (${invoices}) med namn, e-post och adress som de skickades med`,
              why: 'Bokföringslagen kräver att de sparas i sju år (GDPR art. 17.3 b).',
            },
          ]
        : []),
      ...(approvals.kept > 0
        ? [
            {
              what: `Godkännanden av fakturerat arbete (${approvals.kept}) med namn, signatur och tidpunkt`,
              why: 'De visar vad kunden godkände för det fakturerade arbetet och sparas som fakturorna.',
            },
          ]
        : []),
      ...(files.kept > 0
        ? [
            {
              what: `Bilder och filer på fakturerade arbetsordrar (${files.kept})`,
              why: 'De är underlag för det fakturerade arbetet och sparas som fakturorna.',
            },
          ]
        : []),
      ...(signatures.kept > 0
        ? [
            {
              what: `Kundens signaturer på fakturerade arbetsordrar (${signatures.kept}) med namn, tidpunkt och kontrollsumma`,
              why: 'De visar att kunden godkände det fakturerade arbetet och sparas som fakturorna.',
            },
          ]
        : []),
      ...(paymentIds.length > 0
        ? [
            {
              what: `Bokförda betalningar (${paymentIds.length}): belopp, datum och referens`,
              why: 'De är bokföring och sparas i sju år enligt bokföringslagen.',
            },
          ]
        : []),
      ...(invoices > 0
        ? [
            {
              what: 'Historiken över fakturornas och betalningarnas ändringar',
              why: 'Den visar vem som ändrade bokföringen och sparas lika länge som den.',
            },
          ]
        : []),
      ...(machineCount + jobs.workOrderIds.length > 0
        ? [
            {
              what: 'Maskiner, mätarställningar, arbetsordrar och tid, nu på ”Borttagen kund”',
              why: 'De beskriver verkstadens arbete, inte personen; det som nämnde personen i dem är raderat.',
            },
          ]
        : []),
      ...(isCompany && existing.orgNumber
        ? [{ what: 'Organisationsnumret', why: 'Ett företags organisationsnummer är inte en personuppgift.' }]
        : []),
    ];
    return { erasedCustomer: { ...customer, erasure: { erased, kept } }, freedSha256: files.freedSha256 };
  });
  // A folder's or object store's bytes cannot go in the transaction: once it has committed.
  await removeFreedBytes(db, store, actor.organisationId, freedSha256);
  return erasedCustomer;
}
