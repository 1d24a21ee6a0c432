import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { PRIORITY_LABELS, readPriority, WORK_ORDER_STATUS_LABELS } from '../../../shared/labels';
import type { ServiceInterval } from '../../../shared/service-plans';
import {
  FORM_STATUSES,
  PRIORITIES,
  VEHICLE_CATEGORIES,
  WORK_CATEGORIES,
  workOrderInputSchema,
  type WorkOrder,
  type WorkOrderFormValues,
  type WorkOrderInput,
  type WorkOrderStatus,
} from '../../../shared/work-orders';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FieldGrid } from '../../ui/field-grid';
import { FormTextField } from '../../ui/mui/text-field';
import { useSaveWorkOrder } from './api/save-work-order';
import { MaterialsEditor, TodoListEditor } from './checklist-editor';
import { CustomerMachinePickers } from './customer-machine-pickers';
import { ServiceIntervalChecks } from './service-interval-checks';
import { AssigneeChecks } from './assignee-checks';
import { decimalInput } from '../../lib/format';
import { isJumpQuestion } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Divider } from '../../ui/stack';

interface Props {
  workOrder: WorkOrder | null;
  /** A new work order on this machine (from the machine's page). */
  machineId?: string | null;
  /** …performing this interval of its plan (booked from a due service): category Service, the interval's name as title. */
  serviceIntervalId?: string | null;
  onClose(): void;
  onSaved(message: string): void;
  /** The assistant in the form (suggestions, a draft from what the customer said), composed by the app shell. */
  assist?: ((target: WorkOrderFormAssist) => ReactNode) | undefined;
}

/** What the form lets the assistant read and do. */
export interface WorkOrderFormAssist {
  isNew: boolean;
  machineId: string | null;
  workCategory: string;
  title: string;
  description: string;
  checklistTexts: readonly string[];
  partIds: readonly string[];
  addChecklistItem(text: string): Promise<void>;
  addPart(part: { partId: string; name: string; quantity: number }): Promise<void>;
  applyDraft(fields: { title: string; description: string; workCategory: string; checklist: string[] }): void;
}

function defaultsFrom(
  workOrder: WorkOrder | null,
  machineId: string | null,
  serviceIntervalId: string | null,
): WorkOrderFormValues {
  if (!workOrder) {
    return {
      serviceIntervalIds: serviceIntervalId ? [serviceIntervalId] : [],
      workOrderNumber: '',
      title: '',
      description: '',
      customerNumber: '',
      customerId: null,
      machineId,
      meterReading: '',
      vehicleCategory: '' as never,
      workCategory: serviceIntervalId ? 'Service' : ('' as never),
      status: 'Väntande',
      priority: 'medium',
      executionDate: '',
      todoList: [],
      materials: [],
    };
  }
  return formValuesOf(workOrder);
}

/** A saved work order as the form holds it (an edit, or a status change that keeps everything else). */
export function formValuesOf(workOrder: WorkOrder): WorkOrderFormValues {
  return {
    workOrderNumber: workOrder.workOrderNumber,
    title: workOrder.title,
    description: workOrder.description,
    customerNumber: workOrder.customerNumber,
    customerId: workOrder.customerId,
    machineId: workOrder.machineId,
    serviceIntervalIds: workOrder.serviceIntervalIds,
    assigneeIds: workOrder.assigneeIds,
    meterReading: workOrder.meterReading === null ? '' : decimalInput(workOrder.meterReading),
    vehicleCategory: workOrder.vehicleCategory as WorkOrderFormValues['vehicleCategory'],
    workCategory: workOrder.workCategory as WorkOrderFormValues['workCategory'],
    status: workOrder.status as WorkOrderStatus,
    priority: readPriority(workOrder.priority),
    executionDate: workOrder.executionDate ?? '',
    todoList: workOrder.todoList as WorkOrderFormValues['todoList'],
    materials: (
      workOrder.materials as Array<{
        name: string;
        quantity?: number | string;
        unitPrice?: number | string | null;
      }>
    ).map((material) => ({
      ...material,
      quantity: typeof material.quantity === 'number' ? decimalInput(material.quantity) : (material.quantity ?? '1'),
      ...(material.unitPrice === undefined || material.unitPrice === null
        ? {}
        : {
            unitPrice:
              typeof material.unitPrice === 'number' ? decimalInput(material.unitPrice, 2) : material.unitPrice,
          }),
    })),
  };
}

/** 'Ny arbetsorder' and edit, with every field of the entity (docs/product.md, Forms). */
export function WorkOrderDialog({
  workOrder,
  machineId = null,
  serviceIntervalId = null,
  onClose,
  onSaved,
  assist,
}: Props) {
  const save = useSaveWorkOrder();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<WorkOrderFormValues, unknown, WorkOrderInput>({
    resolver: zodResolver(workOrderInputSchema),
    defaultValues: defaultsFrom(workOrder, machineId, serviceIntervalId),
  });
  const titleFromInterval = (plan: ServiceInterval[]) => {
    const booked = plan.find((interval) => interval.id === serviceIntervalId);
    if (booked && !form.getValues('title')) form.setValue('title', booked.name);
  };
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const [watchedMachine, watchedCategory, watchedTitle, watchedDescription, todoList, materials] = useWatch({
    control: form.control,
    name: ['machineId', 'workCategory', 'title', 'description', 'todoList', 'materials'],
  });
  const touch = { shouldDirty: true } as const;
  const assistTarget: WorkOrderFormAssist = {
    isNew: !workOrder,
    machineId: typeof watchedMachine === 'string' && watchedMachine ? watchedMachine : null,
    workCategory: watchedCategory ?? '',
    title: watchedTitle ?? '',
    description: watchedDescription ?? '',
    checklistTexts: (todoList ?? []).flatMap((item) => (typeof item?.text === 'string' ? [item.text] : [])),
    partIds: (materials ?? []).flatMap((material) =>
      typeof material?.partId === 'string' && material.partId ? [material.partId] : [],
    ),
    addChecklistItem: async (text) =>
      form.setValue('todoList', [...(form.getValues('todoList') ?? []), { text, done: false }], touch),
    addPart: async (part) =>
      form.setValue(
        'materials',
        [
          ...(form.getValues('materials') ?? []),
          { partId: part.partId, name: part.name, quantity: decimalInput(part.quantity), unitPrice: '' },
        ],
        touch,
      ),
    applyDraft: (fields) => {
      // What the user typed stays; the draft fills what is empty and adds its checklist.
      if (!form.getValues('title')?.trim()) form.setValue('title', fields.title, touch);
      if (!form.getValues('description')?.trim()) form.setValue('description', fields.description, touch);
      if (!form.getValues('workCategory'))
        form.setValue('workCategory', fields.workCategory as WorkOrderFormValues['workCategory'], touch);
      const has = new Set(
        (form.getValues('todoList') ?? []).map((item) => String(item?.text ?? '').toLocaleLowerCase('sv-SE')),
      );
      const added = fields.checklist
        .filter((text) => !has.has(text.toLocaleLowerCase('sv-SE')))
        .map((text) => ({ text, done: false }));
      form.setValue('todoList', [...(form.getValues('todoList') ?? []), ...added], touch);
    },
  };
  const hasRegisterCustomer = Boolean(form.watch('customerId') || form.watch('machineId'));
  const statuses: string[] = [...FORM_STATUSES];
  // A legacy status (pending, in_progress, completed) stays selectable on the order that has it.
  if (workOrder && !statuses.includes(workOrder.status)) statuses.push(workOrder.status);

  // A meter reading far above the machine's last is asked about; saved again, it is confirmed.
  const [jumpQuestion, setJumpQuestion] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync({
        id: workOrder?.id,
        values: jumpQuestion ? { ...values, confirmJump: true } : values,
      });
      onSaved(workOrder ? messages.workOrderUpdated : messages.workOrderCreated);
    } catch (error) {
      if (isJumpQuestion(error)) setJumpQuestion(error.message);
      else
        setSaveError(
          messages.workOrderSaveFailed(error instanceof Error && error.message ? error.message : messages.unknownError),
        );
    }
  });

  return (
    <FormDialog
      title={workOrder ? `Redigera arbetsorder ${workOrder.workOrderNumber}` : 'Ny arbetsorder'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={jumpQuestion ? 'Spara ändå' : undefined}
    >
      {hasErrors && <Alert severity="error">{messages.workOrderRequired}</Alert>}
      {jumpQuestion && <Alert severity="warning">{jumpQuestion}</Alert>}
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <CustomerMachinePickers
        control={form.control}
        setValue={form.setValue}
        initialMachineId={workOrder?.machineId ?? machineId}
      />
      <ServiceIntervalChecks control={form.control} onPlanLoaded={titleFromInterval} />
      <AssigneeChecks control={form.control} />
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="workOrderNumber"
          label="Arbetsordernummer"
          helperText="Lämna tomt så skapas ett nummer"
        />
        <FormTextField
          control={form.control}
          name="customerNumber"
          label="Kundnummer"
          required={!hasRegisterCustomer}
          helperText={hasRegisterCustomer ? 'Lämna tomt så hämtas kundens nummer' : undefined}
        />
      </FieldGrid>
      <FormTextField control={form.control} name="title" label="Titel" required />
      <FormTextField control={form.control} name="description" label="Beskrivning" multiline minRows={3} />
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="vehicleCategory"
          label="Fordonskategori"
          required
          options={VEHICLE_CATEGORIES}
        />
        <FormTextField
          control={form.control}
          name="workCategory"
          label="Arbetskategori"
          required
          options={WORK_CATEGORIES}
        />
        <FormTextField
          control={form.control}
          name="status"
          label="Status"
          options={statuses.map((status) => ({
            value: status,
            label: WORK_ORDER_STATUS_LABELS[status as WorkOrderStatus] ?? status,
          }))}
        />
        <FormTextField
          control={form.control}
          name="priority"
          label="Prioritet"
          options={PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }))}
        />
        <FormTextField control={form.control} name="executionDate" label="Utförandedatum" type="date" />
      </FieldGrid>
      {assist && assist(assistTarget)}
      <Divider />
      <TodoListEditor control={form.control} />
      <Divider />
      <MaterialsEditor control={form.control} />
    </FormDialog>
  );
}
