import { materialQuantity } from '../../../shared/work-orders';
import { decimalInput, formatKronor } from '../../lib/format';
import { Card } from '../../ui/card';
import { ListCardBody, PlainList, RowEnd, RowMain } from '../../ui/row-list';
import { Text } from '../../ui/text';
import { AddPartForm } from './add-part-form';

type Material = { name?: unknown; quantity?: unknown; unitPrice?: unknown };

/** A work order's materials with their unit prices, and (while it is open) the form that adds a part. */
export function MaterialsCard({
  materials,
  isOpen,
  isSaving,
  onAdd,
}: {
  materials: Material[];
  isOpen: boolean;
  isSaving: boolean;
  onAdd(part: { partId: string; name: string; quantity: string }): Promise<boolean>;
}) {
  return (
    <Card title="Material">
      {materials.length === 0 && <Text tone="muted">Inget material.</Text>}
      <PlainList label="Material">
        {materials.map((material, index) => {
          const quantity = materialQuantity(material.quantity);
          const price =
            typeof material.unitPrice === 'number'
              ? material.unitPrice
              : Number(String(material.unitPrice ?? '').replace(',', '.'));
          return (
            <ListCardBody as="li" key={index}>
              <RowMain
                as="span"
                wrapsAnywhere
              >{`${typeof material.name === 'string' ? material.name : ''} × ${decimalInput(quantity ?? 1)}`}</RowMain>
              {Number.isFinite(price) &&
                material.unitPrice !== undefined &&
                material.unitPrice !== null &&
                material.unitPrice !== '' && (
                  <RowEnd as="span" tone="muted" isNowrap>{`à ${formatKronor(price)}`}</RowEnd>
                )}
            </ListCardBody>
          );
        })}
      </PlainList>
      {isOpen && <AddPartForm isSaving={isSaving} onAdd={onAdd} />}
    </Card>
  );
}
