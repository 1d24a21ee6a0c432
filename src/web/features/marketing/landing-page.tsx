import type { IconName } from '../../ui/icon';
import { CallToAction, FeatureGrid, Hero, PublicPage } from '../../ui/public-page';
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
    <PublicPage>
      <Hero
        overline="För verkstäder som servar tunga fordon och maskiner"
        title="Mindre pappersarbete. Fler maskiner i drift."
        lead="Verkstan samlar arbetsordrar, fakturering och översikt för enmansföretag och små team – på kontoret och ute i verkstaden."
        actions={
          <>
            <LinkButton to="/register" variant="primary">
              Prova gratis i 30 dagar
            </LinkButton>
            <LinkButton to="/contact" variant="outlined">
              Prata med oss
            </LinkButton>
          </>
        }
        art="agriculture"
      />

      <section aria-labelledby="features-title">
        <h2 id="features-title">Allt verkstaden behöver</h2>
        <FeatureGrid features={features} />
      </section>

      <Faq />

      <CallToAction
        title="Redo att prova?"
        titleId="cta-title"
        actions={
          <LinkButton to="/register" variant="primary">
            Starta din provperiod
          </LinkButton>
        }
      >
        <Text tone="muted">Kom igång på några minuter. Prova Verkstan gratis i 14 dagar – inget kort behövs.</Text>
      </CallToAction>
    </PublicPage>
  );
}
