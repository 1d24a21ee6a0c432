import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useExportWorkshop } from './api/export-workshop';

/** 'Exportera allt' (owner, DATA.md decision 4): the workshop's data is its own, in formats others read. */
export default function ExportCard() {
  const exporting = useExportWorkshop();
  return (
    <Card title="Exportera allt" icon="fileDownloadOutlined">
      <Stack gap={2}>
        <Text tone="muted" size="small">
          Hela verkstaden som en ZIP-fil: en CSV-fil per register som öppnas direkt i Excel (kunder och artiklar kan
          importeras igen), alla fakturor och kreditfakturor som PDF, en SIE-fil per år för bokföringen och en JSON-fil
          med allt.
        </Text>
        {exporting.isError && <Alert severity="error">{exporting.error.message}</Alert>}
        {exporting.isSuccess && <Alert severity="success">Exporten är nedladdad.</Alert>}
        <div>
          <Button icon="fileDownloadOutlined" isBusy={exporting.isPending} onClick={() => exporting.mutate()}>
            Exportera allt
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
