import { useState } from 'react';
import type { Invitation } from '../../../shared/team';
import { Dialog } from '../../ui/mui/dialog';
import { TextField } from '../../ui/mui/text-field';

/** The invitation's link, shown this once: it has been mailed, and can be sent another way too (an SMS). */
export function InvitationLinkDialog({ invitation, onClose }: { invitation: Invitation; onClose(): void }) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(invitation.link ?? '');
    setCopied(true);
  };
  return (
    <Dialog
      title="Inbjudan skickad"
      text={`Vi har mejlat en inbjudan till ${invitation.email}. Länken gäller i 7 dagar och kan användas en gång. Du kan också skicka den själv, till exempel i ett sms.`}
      onClose={onClose}
      closeLabel="Stäng"
      action={{ label: isCopied ? 'Kopierad!' : 'Kopiera länk', onClick: () => void copy() }}
    >
      <TextField label="Länk till inbjudan" value={invitation.link ?? ''} onChange={() => undefined} readOnly />
    </Dialog>
  );
}
