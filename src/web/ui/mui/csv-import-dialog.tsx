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
import type { ReactNode } from 'react';
import { ApiError, type FieldProblem } from '../../lib/api-client';

const PREVIEW_ROWS = 5;

/** The file as Excel saved it: UTF-8 when it reads as such, else Windows-1252 (as the server reads it). */
function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

interface Checked<R> {
  file: File;
  rows: string[][];
  result: R | null;
  problems: FieldProblem[];
  message: string | null;
}

interface Props<R> {
  open: boolean;
  title: string;
  /** The columns the file may have, and what is required. */
  description: ReactNode;
  /** Sends the file; `isDryRun` checks it and writes nothing. */
  send(file: File, isDryRun: boolean): Promise<R>;
  /** What a valid file would do: "Filen är giltig: 3 kunder kan importeras." */
  validText(result: R): string;
  onClose(): void;
  onImported(result: R): void;
}

/** A register's CSV import: the first rows and every error per row are shown before anything is written. */
export function CsvImportDialog<R>({ open, title, description, send, validText, onClose, onImported }: Props<R>) {
  const titleId = useId();
  const [checked, setChecked] = useState<Checked<R> | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const choose = async (file: File) => {
    setChecking(true);
    const Papa = (await import('papaparse')).default;
    const rows = Papa.parse<string[]>(decode(await file.arrayBuffer()), {
      delimitersToGuess: [';', ','],
      skipEmptyLines: 'greedy',
    }).data;
    setSaveError(null);
    try {
      setChecked({ file, rows, result: await send(file, true), problems: [], message: null });
    } catch (error) {
      setChecked({
        file,
        rows,
        result: null,
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
    <Dialog open={open} onClose={isSaving ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} loading={isChecking}>
          Välj fil
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => event.target.files?.[0] && void choose(event.target.files[0])}
          />
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
            {checked.result !== null && (
              <Alert severity="success" sx={{ mt: 2 }}>
                {validText(checked.result)}
              </Alert>
            )}
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
        {saveError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {saveError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={isSaving}>
          Avbryt
        </Button>
        <Button
          variant="contained"
          disabled={!checked || checked.result === null}
          loading={isSaving}
          onClick={async () => {
            if (!checked) return;
            setSaving(true);
            try {
              const result = await send(checked.file, false);
              setChecked(null);
              onImported(result);
            } catch (error) {
              setSaveError(error instanceof Error ? error.message : String(error));
            } finally {
              setSaving(false);
            }
          }}
        >
          Importera
        </Button>
      </DialogActions>
    </Dialog>
  );
}
