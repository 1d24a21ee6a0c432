import { useEffect, useState } from 'react';
import { ContactList, PublicPage } from '../../ui/public-page';
import { Text } from '../../ui/text';

interface PublicConfig {
  contactEmail: string;
  contactPhone: string;
}

/** Contact details come from the server's configuration (docs/product.md, Public pages). */
export default function ContactPage() {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/config', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PublicConfig>) : null))
      .then((value) => value && setConfig(value))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <PublicPage isNarrow isDense>
      <h1>Kontakt</h1>
      <Text tone="muted">Frågor om Verkstan, en demo eller hjälp med ditt konto? Hör av dig.</Text>
      <ContactList
        items={[
          {
            key: 'email',
            icon: 'email',
            content: config ? (
              <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            ) : (
              <Text as="span" tone="muted">
                E-post laddas …
              </Text>
            ),
          },
          {
            key: 'phone',
            icon: 'phone',
            content: config ? (
              <a href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}>{config.contactPhone}</a>
            ) : (
              <Text as="span" tone="muted">
                Telefon laddas …
              </Text>
            ),
          },
          { key: 'place', icon: 'place', content: <span>Södra Sverige</span> },
          { key: 'schedule', icon: 'schedule', content: <span>Vi svarar inom 24 timmar på vardagar.</span> },
        ]}
      />
    </PublicPage>
  );
}
