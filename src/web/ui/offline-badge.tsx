import './offline-badge.css';
import { Icon } from './icon';

/** "3 ändringar väntar", "1 ändring väntar": the count in Swedish. */
export const changesWaitingText = (count: number) =>
  `${count} ${count === 1 ? 'ändring väntar' : 'ändringar väntar'} på att skickas`;

/**
 * How the device stands with the server (FIELD.md decision 6): "Offline – 3 ändringar väntar på att
 * skickas", the changes that wait, and those the server refused. Nothing at all while online with
 * nothing to send. A button: it opens the list of the changes.
 */
export function OfflineBadge({
  isOffline,
  waiting,
  refused,
  onOpen,
}: {
  isOffline: boolean;
  waiting: number;
  refused: number;
  onOpen(): void;
}) {
  if (!isOffline && waiting === 0 && refused === 0) return null;
  const parts = [
    isOffline ? (waiting > 0 ? `Offline – ${changesWaitingText(waiting)}` : 'Offline') : null,
    !isOffline && waiting > 0 ? changesWaitingText(waiting) : null,
    refused > 0 ? `${refused} ${refused === 1 ? 'ändring' : 'ändringar'} kunde inte skickas` : null,
  ].filter(Boolean);
  return (
    <div role="status">
      <button type="button" className={`offline-badge${refused > 0 ? ' has-refused' : ''}`} onClick={onOpen}>
        <Icon name={isOffline ? 'cloudOff' : 'syncAlt'} size={20} />
        <span>{parts.join(' · ')}</span>
      </button>
    </div>
  );
}
