import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../shared/dates';
import { users } from '../auth/tables';
import type { Database } from '../db/client';
import { findCompany } from '../organisations/service';
import type { ApprovalDocument } from './approval-pdf';
import { quoteApprovalNotFound } from './errors';
import { loadParts } from './parts';

const CHANNEL_TEXTS: Record<string, string> = {
  link: 'Kundens länk (godkänt digitalt)',
  phone: 'Telefon (registrerat av verkstaden)',
  'in-person': 'På plats (registrerat av verkstaden)',
};

interface StoredContent {
  machine?: string | null;
  items?: Array<{
    id: string;
    description: string;
    quantity: number;
    unit: string | null;
    price: number;
    optional: boolean;
  }>;
  chosenItemIds?: string[];
}

/**
 * The evidence of a quote's approval (QUOTES.md decision 5) for its PDF: the lines are read from the
 * content the approval stored, not from the quote today, so the PDF shows what was approved. 404 when
 * the quote has no approval.
 */
export async function loadApprovalDocument(
  db: Database,
  organisationId: string,
  quoteId: string,
): Promise<ApprovalDocument> {
  const parts = await loadParts(db, organisationId, quoteId);
  const { approval, quote, version, customer } = parts;
  if (!approval) throw quoteApprovalNotFound();
  const content = JSON.parse(approval.content) as StoredContent;
  const items = content.items ?? [];
  const chosen = new Set(content.chosenItemIds ?? approval.itemIds);
  const [company, recorder] = await Promise.all([
    findCompany(db, organisationId),
    approval.recordedBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, approval.recordedBy))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const address = [company.street, [company.postalCode, company.city].filter(Boolean).join(' ')].filter(Boolean);
  return {
    workshop: {
      name: company.name,
      contactLines: [address.join(', '), company.phone, company.email].filter(Boolean),
      orgNumber: company.orgNumber || null,
    },
    quoteNumber: quote.quoteNumber,
    version: version.version,
    customerName: customer.name,
    machine: content.machine ?? null,
    items,
    chosenOptional: items.filter((item) => item.optional && chosen.has(item.id)).map((item) => item.description),
    acceptedTotal: approval.acceptedTotalOre / 100,
    name: approval.name,
    channelText: CHANNEL_TEXTS[approval.channel] ?? approval.channel,
    at: formatDateTime(approval.at),
    ip: approval.ip,
    userAgent: approval.userAgent,
    recordedBy: recorder[0] ? `${recorder[0].firstName} ${recorder[0].lastName}` : null,
    note: approval.note,
    contentHash: approval.contentHash,
    signaturePngBase64: approval.signaturePngBase64,
  };
}
