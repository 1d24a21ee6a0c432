import { useQueryClient } from '@tanstack/react-query';
import { CsvImportDialog } from '../../ui/mui/csv-import-dialog';
import { importCustomersFile } from './api/import-customers';
import { customersKey } from './api/customers-key';

/** 'Importera kunder': the first rows and every error per row are shown before anything is written. */
export function ImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose(): void;
  onImported(created: number): void;
}) {
  const queryClient = useQueryClient();
  return (
    <CsvImportDialog
      open={open}
      title="Importera kunder"
      description="En CSV-fil från Excel med rubrikrad: Kundnummer, Namn, Organisationsnummer, E-post, Telefon, Kontaktperson, Adress, Postnummer, Ort, Betalningsvillkor, Anteckningar. Bara Namn krävs. Filen kontrolleras först; inget sparas förrän du importerar."
      send={async (file, isDryRun) => {
        const result = await importCustomersFile(file, isDryRun);
        if (!isDryRun) await queryClient.invalidateQueries({ queryKey: customersKey });
        return result;
      }}
      validText={({ created }) => `Filen är giltig: ${created} kunder kan importeras.`}
      onClose={onClose}
      onImported={({ created }) => onImported(created)}
    />
  );
}
