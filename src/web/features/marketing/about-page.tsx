import { LinkButton } from '../../ui/button';
import { PublicPage } from '../../ui/public-page';

export default function AboutPage() {
  return (
    <PublicPage isNarrow isDense>
      <h1>Om oss</h1>
      <p>
        Verkstan är byggt för verkstäder som servar och reparerar tunga fordon och maskiner: grävmaskiner, traktorer,
        lastbilar och hjullastare. Vi vet att tiden ska gå till maskinerna, inte till pappersarbetet.
      </p>
      <p>
        Därför samlar Verkstan arbetsordrar, fakturering, lager, servicehistorik och inbyggd AI på ett ställe, med
        export till Visma och Fortnox. Det fungerar lika bra på mobilen ute i verkstaden som på datorn på kontoret.
      </p>
      <p>Vi finns i Södra Sverige och utvecklar Verkstan tillsammans med verkstäderna som använder det.</p>
      <p style={{ fontWeight: 600 }}>Prova Verkstan gratis i 30 dagar.</p>
      <div>
        <LinkButton to="/register" variant="primary">
          Skapa konto
        </LinkButton>
      </div>
    </PublicPage>
  );
}
