import { Icon } from './icon';
import { RowSecondary } from './row-list';

/** The owner's number as a link a phone dials. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <RowSecondary>Inget telefonnummer</RowSecondary>;
  return (
    <a className="phone-link" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      <Icon name="phone" size={20} />
      {phone}
    </a>
  );
}
