import Speed from '@mui/icons-material/Speed';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { swedishDate } from '../../../shared/dates';
import type { Machine, MeterReading } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import { formatDate } from '../../lib/format';
import { useAddMeterReading } from './api/add-meter-reading';
import { MeterChart } from './meter-chart';

/** The meter and a quick new reading: big fields and button, typed in the yard with gloves on. */
export function MeterCard({ machine, readings, onSaved }: { machine: Machine; readings: MeterReading[]; onSaved(text: string): void }) {
  const [value, setValue] = useState('');
  const [readingDate, setReadingDate] = useState(swedishDate());
  const add = useAddMeterReading(machine.id);
  const save = async () => {
    const reading = await add.mutateAsync({ value, readingDate }).catch(() => null);
    if (!reading) return;
    setValue('');
    onSaved(`Avläsningen ${formatMeter(reading.value, machine.meterUnit)} har sparats.`);
  };
  const big = { '& .MuiInputBase-input': { fontSize: '1.4rem', py: 1.75 } };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Speed color="primary" />
          <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
            Mätarställning
          </Typography>
        </Stack>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatMeter(machine.meter, machine.meterUnit)}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {machine.meterDate ? `Avläst ${formatDate(machine.meterDate)}` : 'Ingen avläsning ännu'}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
        >
          <TextField
            label={`Ny avläsning (${machine.meterUnit})`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': 'meter-help' } }}
            sx={big}
          />
          <TextField
            label="Datum"
            type="date"
            value={readingDate}
            onChange={(event) => setReadingDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={big}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={add.isPending}
            disabled={value.trim() === ''}
            sx={{ minHeight: 64, fontSize: '1.1rem', gridColumn: '1 / -1' }}
          >
            Spara avläsning
          </Button>
        </Box>
        <Typography id="meter-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Mätaren kan inte gå bakåt: en avläsning ligger mellan de avläsningar som är gjorda före och efter den.
        </Typography>
        {add.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {add.error.message}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <MeterChart readings={readings} unit={machine.meterUnit} />
        </Box>
      </CardContent>
    </Card>
  );
}
