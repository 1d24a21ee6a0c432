import { useSearchParams } from 'react-router';
import { Alert } from '../../ui/alert';
import { FilterButtons } from '../../ui/filter-buttons';

/** The quote's versions (QUOTES.md decision 2): the newest by default, an earlier one with ?version=n. */
export function QuoteVersions({ newest, shown }: { newest: number; shown: number }) {
  const [, setSearchParams] = useSearchParams();
  if (newest <= 1) return null;
  const labels = Object.fromEntries(
    Array.from({ length: newest }, (_, index) => [String(index + 1), `Version ${index + 1}`]),
  );
  return (
    <>
      <FilterButtons
        label="Versioner"
        value={String(shown)}
        labels={labels}
        onChange={(version) => setSearchParams(Number(version) === newest ? {} : { version }, { replace: true })}
      />
      {shown < newest && (
        <Alert severity="info">
          Du läser version {shown}. Den senaste är version {newest}; kunden ser den senaste.
        </Alert>
      )}
    </>
  );
}
