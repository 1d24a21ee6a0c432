import './update-notice.css';
import { Button } from './button';

/**
 * "Ny version finns – ladda om": a new version of the app is installed and waits. Reloading is the
 * user's choice, so that nothing half typed is lost; until then the app they have keeps working.
 */
export function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div className="update-notice" role="status">
      <p className="update-notice-text">Ny version finns – ladda om</p>
      <div className="update-notice-actions">
        <Button variant="ghost" size="small" onClick={onLater}>
          Senare
        </Button>
        <Button variant="primary" size="small" onClick={onReload}>
          Ladda om
        </Button>
      </div>
    </div>
  );
}
