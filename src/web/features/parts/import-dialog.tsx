import { useQueryClient } from '@tanstack/react-query';
import { CsvImportDialog } from '../../ui/mui/csv-import-dialog';
import { importPartsFile } from './api/import-parts';
import { partsKey } from './api/parts-key';

/** 'Importera artiklar': a supplier's price list, checked row by row before anything is written. */
export function ImportDialog({
  onClose,
  onImported,
}: {
  onClose(): void;
  onImported(created: number, updated: number): void;
}) {
  const queryClient = useQueryClient();
  return (
    <CsvImportDialog
      open
      title="Importera artiklar"
      description="Leverantörens prislista som CSV med rubrikrad: Artikelnummer, Benämning, Enhet, Inköpspris, Försäljningspris, Leverantör, Hyllplats, Beställningspunkt, Lagerförd (ja/nej). Artikelnummer och Benämning krävs. Ett artikelnummer som redan finns får filens uppgifter och priser; lagret ändras inte. Filen kontrolleras först; inget sparas förrän du importerar."
      send={async (file, isDryRun) => {
        const result = await importPartsFile(file, isDryRun);
        if (!isDryRun) await queryClient.invalidateQueries({ queryKey: partsKey });
        return result;
      }}
      validText={({ created, updated }) => `Filen är giltig: ${created} nya artiklar, ${updated} uppdateras.`}
      onClose={onClose}
      onImported={({ created, updated }) => onImported(created, updated)}
    />
  );
}
