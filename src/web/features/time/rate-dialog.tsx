import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { RATE_UNIT_LABELS, RATE_UNITS, rateInputSchema, type Rate, type RateUnit } from '../../../shared/time';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { SwitchField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { TextField } from '../../ui/mui/text-field';
import { fieldProblems } from '../../lib/field-problems';
import { decimalInput } from '../../lib/format';
import { useSaveRate } from './api/rates';

/** A price per hour or per kilometre, excl. VAT; an hourly one can be made the default. */
export function RateDialog({
  rate,
  onClose,
  onSaved,
}: {
  rate: Rate | null;
  onClose(): void;
  onSaved(text: string): void;
}) {
  const save = useSaveRate();
  const [name, setName] = useState(rate?.name ?? '');
  const [unit, setUnit] = useState<RateUnit>(rate?.unit ?? 'h');
  const [price, setPrice] = useState(rate ? decimalInput(rate.price, 2) : '');
  const [isDefault, setDefault] = useState(rate?.isDefault ?? false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const values = { name, unit, price, isDefault: unit === 'h' && isDefault };
    const parsed = rateInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error));
      return;
    }
    setProblems({});
    try {
      await save.mutateAsync({ id: rate?.id, values });
      onSaved(rate ? 'Priset har ändrats.' : 'Priset har lagts till.');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  return (
    <FormDialog
      title={rate ? `Ändra ${rate.name}` : 'Nytt pris'}
      isSubmitting={save.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Namn"
        value={name}
        onChange={setName}
        required
        autoFocus
        error={Boolean(problems.name)}
        helperText={problems.name ?? 'Till exempel Fälttimme eller Milersättning'}
      />
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
        <TextField
          label="Enhet"
          value={unit}
          onChange={(value) => setUnit(value as RateUnit)}
          options={RATE_UNITS.map((value) => ({ value, label: RATE_UNIT_LABELS[value] }))}
          disabled={rate?.isDefault}
        />
        <TextField
          label="Pris exkl. moms"
          value={price}
          onChange={setPrice}
          inputMode="decimal"
          unit={`kr/${unit}`}
          required
          error={Boolean(problems.price)}
          helperText={problems.price}
        />
      </FieldGrid>
      {unit === 'h' && (
        <SwitchField
          label="Förvalt timpris (timern och ny tid använder det)"
          checked={isDefault}
          onChange={setDefault}
          disabled={rate?.isDefault}
        />
      )}
    </FormDialog>
  );
}
