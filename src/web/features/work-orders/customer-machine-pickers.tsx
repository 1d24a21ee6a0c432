import { useEffect, useState } from 'react';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { Machine } from '../../../shared/machines';
import type { WorkOrderFormValues } from '../../../shared/work-orders';
import { FieldGrid } from '../../ui/field-grid';
import { FormTextField } from '../../ui/mui/text-field';
import { SearchPicker, type PickerOption } from '../../ui/mui/search-picker';
import { useCustomerForWorkOrder, useMachineForWorkOrder } from './api/get-machine';
import { useCustomerChoices, useMachineChoices } from './api/picker-choices';

interface Props {
  control: Control<WorkOrderFormValues>;
  setValue: UseFormSetValue<WorkOrderFormValues>;
  /** The machine the form starts with: the one edited, or the one the work order is opened from. */
  initialMachineId: string | null;
}

const machineOption = (machine: Machine): PickerOption => ({
  id: machine.id,
  label: [machine.make, machine.model, machine.registrationNumber ?? machine.serialNumber].filter(Boolean).join(' '),
  detail: machine.customerName,
  meta: {
    customerId: machine.customerId,
    customerName: machine.customerName,
    category: machine.category,
    meterUnit: machine.meterUnit,
  },
});

/**
 * Customer and machine, each searched; the machine fills its owner and vehicle category, the customer
 * its number. The meter at intake is asked for once a machine is chosen.
 */
export function CustomerMachinePickers({ control, setValue, initialMachineId }: Props) {
  const customerId = useController({ control, name: 'customerId' });
  const machineId = useController({ control, name: 'machineId' });
  // Until the user picks (undefined), the pickers show the machine the form starts with and its owner.
  const [pickedCustomer, setCustomer] = useState<PickerOption | null>();
  const [pickedMachine, setMachine] = useState<PickerOption | null>();
  const initial = useMachineForWorkOrder(initialMachineId);
  const machine = pickedMachine !== undefined ? pickedMachine : initial.data ? machineOption(initial.data) : null;
  const customer =
    pickedCustomer !== undefined
      ? pickedCustomer
      : initial.data
        ? { id: initial.data.customerId, label: initial.data.customerName }
        : null;
  const owner = useCustomerForWorkOrder(customer?.id ?? null);
  const [customerNumber, vehicleCategory] = useWatch({
    control,
    name: ['customerNumber', 'vehicleCategory'],
  });

  useEffect(() => {
    if (!initial.data) return;
    // Opened from a machine: the required category shows what the server would fill in, and can be changed.
    if (!vehicleCategory) setValue('vehicleCategory', initial.data.category as WorkOrderFormValues['vehicleCategory']);
    // Only when the machine arrives, not at every change of the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial.data]);

  // The chosen customer's number is shown as it will be saved, whether picked or given by the machine.
  useEffect(() => {
    if (owner.data && !customerNumber) setValue('customerNumber', owner.data.customerNumber, { shouldValidate: true });
    // When the owner arrives or changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner.data]);

  const chooseMachine = (option: PickerOption | null) => {
    setMachine(option);
    machineId.field.onChange(option?.id ?? null);
    if (!option?.meta) return;
    if (option.meta.customerId !== customer?.id) {
      setCustomer({ id: option.meta.customerId!, label: option.meta.customerName! });
      customerId.field.onChange(option.meta.customerId);
      // The new owner's number replaces the old one once it is read (the effect above).
      setValue('customerNumber', '');
    }
    setValue('vehicleCategory', option.meta.category as WorkOrderFormValues['vehicleCategory'], {
      shouldValidate: true,
    });
  };

  const chooseCustomer = (option: PickerOption | null) => {
    setCustomer(option);
    customerId.field.onChange(option?.id ?? null);
    if (option?.meta?.customerNumber) setValue('customerNumber', option.meta.customerNumber, { shouldValidate: true });
    if (machine && option && machine.meta?.customerId !== option.id) chooseMachine(null);
  };

  // A hook the picker calls with its query: the machines of the chosen owner, or all.
  const useOwnersMachineChoices = (query: string) => useMachineChoices(query, customer?.id ?? null);
  const unit = machine?.meta?.meterUnit ?? 'h';
  return (
    <FieldGrid>
      <SearchPicker
        label="Kund"
        value={customer}
        onChange={chooseCustomer}
        useOptions={useCustomerChoices}
        helperText="Sök i kundregistret"
      />
      <SearchPicker
        label="Maskin"
        value={machine}
        onChange={chooseMachine}
        useOptions={useOwnersMachineChoices}
        helperText="Reg.nr, serienummer eller märke"
      />
      {machine && (
        <FormTextField
          control={control}
          name="meterReading"
          label={`Mätarställning vid inlämning (${unit})`}
          inputMode="decimal"
          helperText="Sparas som en avläsning av maskinen"
        />
      )}
    </FieldGrid>
  );
}
