import { Icon } from '../../ui/icon';

/** The owner's number as a link a phone dials. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <span className="row-secondary">Inget telefonnummer</span>;
  return (
    <a className="phone-link" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      <Icon name="phone" size={20} />
      {phone}
    </a>
  );
}
