import { Card } from '../../ui/card';
import { Text } from '../../ui/text';
import { CheckItem, CheckList } from '../../ui/job-card';

type Item = { text?: unknown; done?: unknown };

interface Props {
  items: Item[];
  /** A finished or cancelled job's list is read only. */
  isOpen: boolean;
  isSaving: boolean;
  onToggle(index: number): void;
}

/** The job's checklist ticked where the work is done: each point a row to tap with gloves on, saved at once. */
export function WorkbenchChecklist({ items, isOpen, isSaving, onToggle }: Props) {
  const done = items.filter((item) => item.done === true).length;
  return (
    <Card title="Checklista" icon="factCheckOutlined" isEmpty={items.length === 0} emptyText="Ingen checklista.">
      <Text tone="muted" size="small">
        {done} av {items.length} klara
      </Text>
      <CheckList label="Checklista">
        {items.map((item, index) => (
          <CheckItem
            key={index}
            isChecked={item.done === true}
            isDisabled={!isOpen || isSaving}
            onToggle={() => onToggle(index)}
          >
            <Text as="span" wrapsAnywhere>
              {typeof item.text === 'string' ? item.text : ''}
            </Text>
          </CheckItem>
        ))}
      </CheckList>
    </Card>
  );
}
