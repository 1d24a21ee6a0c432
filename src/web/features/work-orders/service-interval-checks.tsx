import { useEffect, useMemo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { ServiceInterval } from '../../../shared/service-plans';
import type { WorkOrderFormValues } from '../../../shared/work-orders';
import { Fieldset } from '../../ui/fieldset';
import { CheckboxField } from '../../ui/mui/choice-field';
import { ServiceStatusChip } from '../../ui/status-chip';
import { useServicePlanForWorkOrder } from './api/machine-service-plan';
import { RowLine } from '../../ui/row-list';

interface Props {
  control: Control<WorkOrderFormValues>;
  /** Called once the chosen machine's plan has arrived (a work order booked from an interval takes its name). */
  onPlanLoaded?(plan: ServiceInterval[]): void;
}

/** "Utför: Service 500 h": the chosen machine's intervals this job performs; finished, it is their last service. */
export function ServiceIntervalChecks({ control, onPlanLoaded }: Props) {
  const machineId = useWatch({ control, name: 'machineId' }) ?? null;
  const { field, fieldState } = useController({ control, name: 'serviceIntervalIds' });
  const { data: plan } = useServicePlanForWorkOrder(machineId);
  const ticked = useMemo(() => field.value ?? [], [field.value]);

  useEffect(() => {
    if (plan) onPlanLoaded?.(plan);
    // Only when a plan arrives: the callback's identity changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan]);

  // Another machine's intervals do not apply to this one.
  useEffect(() => {
    if (!plan || ticked.length === 0) return;
    const own = ticked.filter((id) => plan.some((interval) => interval.id === id));
    if (own.length !== ticked.length) field.onChange(own);
  }, [plan, ticked, field]);

  if (!machineId || !plan || plan.length === 0) return null;
  const toggle = (id: string, isOn: boolean) =>
    field.onChange(isOn ? [...ticked, id] : ticked.filter((other) => other !== id));
  return (
    <Fieldset
      legend="Service som utförs"
      isWrong={fieldState.error !== undefined}
      help={fieldState.error?.message ?? 'När arbetsordern är klar räknas nästa service från den.'}
    >
      {plan.map((interval) => (
        <RowLine key={interval.id}>
          <CheckboxField
            label={`Utför: ${interval.name}`}
            checked={ticked.includes(interval.id)}
            onChange={(isOn) => toggle(interval.id, isOn)}
          />
          {interval.status !== 'ok' && <ServiceStatusChip status={interval.status} />}
        </RowLine>
      ))}
    </Fieldset>
  );
}
