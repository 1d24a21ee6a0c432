import { LinkButton } from '../../ui/button';

export default function NotFoundPage() {
  return (
    <div className="page" style={{ textAlign: 'center', gap: 0, marginTop: 32 }}>
      <h1>Sidan finns inte</h1>
      <p className="muted">Adressen kan vara felstavad, eller så har sidan flyttats.</p>
      <div>
        <LinkButton to="/" variant="primary">
          Till startsidan
        </LinkButton>
      </div>
    </div>
  );
}
