import { Icon, type IconName } from '../../ui/icon';
import { Faq } from './faq';
import { LinkButton } from '../../ui/button';
import { Text } from '../../ui/text';

const features: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'assignment',
    title: 'Arbetsordrar',
    text: 'Ta emot jobb, prioritera och följ varje maskin från inlämning till klar.',
  },
  {
    icon: 'receiptLong',
    title: 'Fakturering',
    text: 'Kompletta svenska fakturor med moms, OCR och bankgiro – och kreditfakturor när något blir fel.',
  },
  {
    icon: 'inventory2',
    title: 'Lagerhantering',
    text: 'Håll koll på reservdelar och material som går åt på jobben.',
  },
  {
    icon: 'history',
    title: 'Servicehistorik',
    text: 'Se vad som gjorts på varje grävmaskin, traktor och lastbil.',
  },
  {
    icon: 'autoAwesome',
    title: 'Inbyggd AI',
    text: 'Förslag ur era egna tidigare jobb och en fakturakontroll som hittar pengar ni missat – alltid på, utan AI-tjänst. Anslut en egen språkmodell, gärna lokal, så skriver den utkast som ni läser och godkänner.',
  },
  {
    icon: 'syncAlt',
    title: 'Visma och Fortnox',
    text: 'Exportera bokföringen som SIE-fil till Visma eller Fortnox.',
  },
];

export default function LandingPage() {
  return (
    <div className="page">
      <section className="hero">
        <div>
          <p className="overline">För verkstäder som servar tunga fordon och maskiner</p>
          <h1>Mindre pappersarbete. Fler maskiner i drift.</h1>
          <p className="lead">
            Verkstan samlar arbetsordrar, fakturering och översikt för enmansföretag och små team – på kontoret och ute
            i verkstaden.
          </p>
          <div className="actions">
            <LinkButton to="/register" variant="primary">
              Prova gratis i 30 dagar
            </LinkButton>
            <LinkButton to="/contact" variant="outlined">
              Prata med oss
            </LinkButton>
          </div>
        </div>
        <div className="hero-art" aria-hidden="true">
          <Icon name="agriculture" size={160} />
        </div>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title">Allt verkstaden behöver</h2>
        <div className="card-grid">
          {features.map((feature) => (
            <div key={feature.title} className="card">
              <Icon name={feature.icon} className="card-icon" />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          ))}
        </div>
      </section>

      <Faq />

      <section aria-labelledby="cta-title" className="cta">
        <h2 id="cta-title">Redo att prova?</h2>
        <Text tone="muted">Kom igång på några minuter. Prova Verkstan gratis i 14 dagar – inget kort behövs.</Text>
        <div className="actions">
          <LinkButton to="/register" variant="primary">
            Starta din provperiod
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
