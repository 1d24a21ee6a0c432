import { LinkButton } from '../../ui/button';
import { Text } from '../../ui/text';

export default function NotFoundPage() {
  return (
    <div className="page" style={{ textAlign: 'center', gap: 0, marginTop: 32 }}>
      <h1>Sidan finns inte</h1>
      <Text tone="muted">Adressen kan vara felstavad, eller så har sidan flyttats.</Text>
      <div>
        <LinkButton to="/" variant="primary">
          Till startsidan
        </LinkButton>
      </div>
    </div>
  );
}
