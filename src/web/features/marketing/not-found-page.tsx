import { LinkButton } from '../../ui/button';
import { PublicPage } from '../../ui/public-page';
import { Text } from '../../ui/text';

export default function NotFoundPage() {
  return (
    <PublicPage isCentered>
      <h1>Sidan finns inte</h1>
      <Text tone="muted">Adressen kan vara felstavad, eller så har sidan flyttats.</Text>
      <div>
        <LinkButton to="/" variant="primary">
          Till startsidan
        </LinkButton>
      </div>
    </PublicPage>
  );
}
