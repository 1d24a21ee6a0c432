import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import {
  defaultMeterUnit,
  machineCreateSchema,
  type Machine,
  type MachineCreateInput,
  type MachineFormValues,
} from '../../../shared/machines';
import { messages } from '../../../shared/messages';
import { METER_UNIT_LABELS, METER_UNITS } from '../../../shared/meter';
import { VEHICLE_CATEGORIES } from '../../../shared/work-orders';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { SearchPicker, type PickerOption } from '../../ui/mui/search-picker';
import { useCustomerOptions } from './api/customer-choices';
import { useSaveMachine } from './api/save-machine';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';

function defaultsFrom(machine: Machine | null, customer: PickerOption | null): MachineFormValues {
  return {
    customerId: machine?.customerId ?? customer?.id ?? '',
    category: (machine?.category ?? '') as MachineFormValues['category'],
    make: machine?.make ?? '',
    model: machine?.model ?? '',
    year: machine?.year ?? '',
    serialNumber: machine?.serialNumber ?? '',
    registrationNumber: machine?.registrationNumber ?? '',
    unitNumber: machine?.unitNumber ?? '',
    meterUnit: machine?.meterUnit ?? 'h',
    notes: machine?.notes ?? '',
    meter: '',
  };
}

interface Props {
  machine: Machine | null;
  /** A new machine of this customer (from the customer's page). */
  customer?: PickerOption | null;
  onClose(): void;
  onSaved(saved: Machine): void;
}

/** 'Ny maskin' and edit: its owner is picked by search; kilometres for a truck unless chosen otherwise. */
export function MachineDialog({ machine, customer = null, onClose, onSaved }: Props) {
  const save = useSaveMachine();
  const [saveError, setSaveError] = useState<string | null>(null);
  // The meter is given once, with a new machine; an edit leaves the readings to the meter card.
  const form = useForm<MachineFormValues, unknown, MachineCreateInput>({
    resolver: zodResolver(machineCreateSchema),
    defaultValues: defaultsFrom(machine, customer),
  });
  const unit = form.watch('meterUnit') ?? 'h';
  const owner = useController({ control: form.control, name: 'customerId' });
  const [ownerOption, setOwnerOption] = useState<PickerOption | null>(
    machine ? { id: machine.customerId, label: machine.customerName } : customer,
  );
  const category = form.watch('category');
  // A truck is read in kilometres, everything else in hours, until the user chooses otherwise.
  useEffect(() => {
    if (category && !form.getFieldState('meterUnit').isDirty) form.setValue('meterUnit', defaultMeterUnit(category));
  }, [category, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const { meter, ...details } = values;
      onSaved(await save.mutateAsync({ id: machine?.id, values: machine ? details : { ...details, meter } }));
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : messages.unknownError);
    }
  });
  return (
    <FormDialog
      title={machine ? `Redigera ${machine.make}` : 'Ny maskin'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <SearchPicker
        label="Kund"
        required
        value={ownerOption}
        onChange={(option) => {
          setOwnerOption(option);
          owner.field.onChange(option?.id ?? '');
        }}
        useOptions={useCustomerOptions}
        error={owner.fieldState.error?.message}
      />
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="category"
          label="Fordonskategori"
          required
          options={VEHICLE_CATEGORIES}
        />
        <FormTextField control={form.control} name="make" label="Märke" required />
        <FormTextField control={form.control} name="model" label="Modell" />
        <FormTextField control={form.control} name="year" label="Årsmodell" inputMode="numeric" />
        <FormTextField
          control={form.control}
          name="registrationNumber"
          label="Registreringsnummer"
          helperText="ABC123 eller ABC12D"
        />
        <FormTextField
          control={form.control}
          name="serialNumber"
          label="Serienummer"
          helperText="PIN eller chassinummer"
        />
        <FormTextField control={form.control} name="unitNumber" label="Eget maskinnummer" />
        <FormTextField
          control={form.control}
          name="meterUnit"
          label="Mätarenhet"
          options={METER_UNITS.map((each) => ({ value: each, label: METER_UNIT_LABELS[each] }))}
        />
        {!machine && (
          <FormTextField
            control={form.control}
            name="meter"
            label={`Mätarställning nu (${unit})`}
            inputMode="decimal"
            helperText="Maskinens första avläsning; serviceplanen räknar från den"
          />
        )}
      </FieldGrid>
      <FormTextField control={form.control} name="notes" label="Anteckningar" multiline minRows={2} />
    </FormDialog>
  );
}
