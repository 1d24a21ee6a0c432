import { useEffect, useState } from 'react';
import { Icon } from '../../ui/icon';
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
    <div className="page-narrow page" style={{ gap: 0 }}>
      <h1>Kontakt</h1>
      <Text tone="muted">Frågor om Verkstan, en demo eller hjälp med ditt konto? Hör av dig.</Text>
      <ul className="contact-list card">
        <li>
          <Icon name="email" />
          {config ? (
            <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
          ) : (
            <Text as="span" tone="muted">
              E-post laddas …
            </Text>
          )}
        </li>
        <li>
          <Icon name="phone" />
          {config ? (
            <a href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}>{config.contactPhone}</a>
          ) : (
            <Text as="span" tone="muted">
              Telefon laddas …
            </Text>
          )}
        </li>
        <li>
          <Icon name="place" />
          <span>Södra Sverige</span>
        </li>
        <li>
          <Icon name="schedule" />
          <span>Vi svarar inom 24 timmar på vardagar.</span>
        </li>
      </ul>
    </div>
  );
}
