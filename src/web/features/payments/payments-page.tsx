import { PageHeader } from '../../ui/page-header';
import { Stack } from '../../ui/stack';
import { BankFileCard } from './bank-file-card';
import { UnmatchedCard } from './unmatched-card';

/** "Betalningar": the bank's file read and matched, and what it could not match (MONEY.md decision 3). */
export default function PaymentsPage() {
  return (
    <>
      <PageHeader title="Betalningar" subtitle="Inbetalningar från banken, matchade mot fakturorna på OCR-nummer" />
      <Stack gap={2}>
        <BankFileCard />
        <UnmatchedCard />
      </Stack>
    </>
  );
}
