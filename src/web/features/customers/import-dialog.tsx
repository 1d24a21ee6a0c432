import UploadFile from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { ApiError, type FieldProblem } from '../../lib/api-client';
import { importCustomersFile, useImportCustomers } from './api/import-customers';

const PREVIEW_ROWS = 5;

/** The file as Excel saved it: UTF-8 when it reads as such, else Windows-1252 (as the server reads it). */
function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

interface Checked {
  file: File;
  rows: string[][];
  created: number | null;
  problems: FieldProblem[];
  message: string | null;
}

/** 'Importera kunder': the first rows and every error per row are shown before anything is written. */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(created: number): void }) {
  const titleId = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [isChecking, setChecking] = useState(false);
  const save = useImportCustomers();

  const choose = async (file: File) => {
    setChecking(true);
    const Papa = (await import('papaparse')).default;
    const rows = Papa.parse<string[]>(decode(await file.arrayBuffer()), { delimitersToGuess: [';', ','], skipEmptyLines: 'greedy' }).data;
    try {
      const { created } = await importCustomersFile(file, true);
      setChecked({ file, rows, created, problems: [], message: null });
    } catch (error) {
      setChecked({
        file,
        rows,
        created: null,
        problems: error instanceof ApiError ? error.problems : [],
        message: error instanceof Error ? error.message : null,
      });
    } finally {
      setChecking(false);
    }
  };

  const close = () => {
    setChecked(null);
    onClose();
  };

  const [header, ...records] = checked?.rows ?? [];
  return (
    <Dialog open={open} onClose={save.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Importera kunder</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          En CSV-fil från Excel med rubrikrad: Kundnummer, Namn, Organisationsnummer, E-post, Telefon, Kontaktperson, Adress, Postnummer, Ort,
          Betalningsvillkor, Anteckningar. Bara Namn krävs. Filen kontrolleras först; inget sparas förrän du importerar.
        </DialogContentText>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} loading={isChecking}>
          Välj fil
          <input hidden type="file" accept=".csv,text/csv" onChange={(event) => event.target.files?.[0] && void choose(event.target.files[0])} />
        </Button>
        {checked && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {checked.file.name}: {records.length} rader. De första {Math.min(PREVIEW_ROWS, records.length)}:
            </Typography>
            <TableContainer sx={{ maxHeight: 240 }}>
              <Table size="small" aria-label="Förhandsvisning">
                <TableHead>
                  <TableRow>
                    <TableCell>Rad</TableCell>
                    {(header ?? []).map((name, index) => (
                      <TableCell key={index}>{name}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {records.slice(0, PREVIEW_ROWS).map((record, index) => (
                    <TableRow key={index}>
                      <TableCell>{index + 2}</TableCell>
                      {record.map((cell, column) => (
                        <TableCell key={column}>{cell}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {checked.created !== null && <Alert severity="success" sx={{ mt: 2 }}>{`Filen är giltig: ${checked.created} kunder kan importeras.`}</Alert>}
            {checked.message && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {checked.message}
                {checked.problems.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                    {checked.problems.slice(0, 50).map((problem, index) => (
                      <li key={index}>{`Rad ${problem.row ?? '–'}, ${problem.field}: ${problem.message}`}</li>
                    ))}
                  </Box>
                )}
              </Alert>
            )}
          </Box>
        )}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {save.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={save.isPending}>
          Avbryt
        </Button>
        <Button
          variant="contained"
          disabled={!checked || checked.created === null}
          loading={save.isPending}
          onClick={async () => {
            if (!checked) return;
            const result = await save.mutateAsync(checked.file).catch(() => null);
            if (!result) return;
            setChecked(null);
            onImported(result.created);
          }}
        >
          Importera
        </Button>
      </DialogActions>
    </Dialog>
  );
}
