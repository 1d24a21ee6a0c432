import { useController, type Control } from 'react-hook-form';
import type { WorkOrderFormValues } from '../../../shared/work-orders';
import { Fieldset } from '../../ui/fieldset';
import { CheckboxField } from '../../ui/mui/choice-field';
import { useMay } from '../../session/role';
import { useMemberChoices } from './api/member-choices';

/** "Tilldelad": who is on the job; the office chooses among the team (docs/team.md decision 6). */
export function AssigneeChecks({ control }: { control: Control<WorkOrderFormValues> }) {
  const isOffice = useMay('office');
  const { data: members } = useMemberChoices(isOffice);
  const { field, fieldState } = useController({ control, name: 'assigneeIds' });
  if (!isOffice || !members || members.length < 2) return null;
  const ticked = field.value ?? [];
  const toggle = (id: string, isOn: boolean) =>
    field.onChange(isOn ? [...ticked, id] : ticked.filter((other) => other !== id));
  return (
    <Fieldset
      legend="Tilldelad"
      isWrong={fieldState.error !== undefined}
      help={fieldState.error?.message ?? 'Jobbet visas under Mina jobb för dem du väljer.'}
    >
      {members.map((member) => (
        <CheckboxField
          key={member.id}
          label={member.name}
          checked={ticked.includes(member.id)}
          onChange={(isOn) => toggle(member.id, isOn)}
        />
      ))}
    </Fieldset>
  );
}
