export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  items: FaqItem[];
}

/** The six categories of docs/product.md, Public pages; what the built-in assistant is among them (ASSISTANT.md decision 4). */
export const faqCategories: FaqCategory[] = [
  {
    title: 'Kom igång',
    items: [
      {
        question: 'Hur kommer jag igång med Verkstan?',
        answer:
          'Registrera ett konto med din e-postadress och ditt företagsnamn. Du kan skapa din första arbetsorder direkt, utan installation.',
      },
      {
        question: 'Behöver jag installera något?',
        answer:
          'Nej. Verkstan körs i webbläsaren på dator, surfplatta och mobil, så du når den både på kontoret och ute i verkstaden.',
      },
    ],
  },
  {
    title: 'Arbetsordrar och service',
    items: [
      {
        question: 'Vilka maskiner kan jag lägga upp arbetsordrar för?',
        answer:
          'Grävmaskiner, traktorer, lastbilar, hjullastare och bandgrävare – med kategorier för service, reparation, underhåll, besiktning och felsökning.',
      },
      {
        question: 'Kan jag följa upp vad som ska göras på en maskin?',
        answer: 'Ja. Varje arbetsorder har en att göra-lista, material, prioritet, status och datum för utförande.',
      },
      {
        question: 'Vad gör den inbyggda AI:n utan att vi ansluter något?',
        answer:
          'Två saker, alltid på och utan någon AI-tjänst: förslag på checklista, artiklar och ungefärlig tid från era egna avslutade jobb på samma maskinmodell, och Fakturakontroll som visar klara jobb som inte fakturerats, tid och material som inte kommit med på fakturan, delar sålda under inköpspris, orimliga mätarställningar och försenad service – med beloppet som står på spel.',
      },
      {
        question: 'Vad behöver vi för att få AI-utkast?',
        answer:
          'En språkmodell som den som driftar Verkstan ansluter, till exempel en lokal modell i Ollama eller llama.cpp så att inget lämnar verkstaden. Ägaren slår sedan på AI-utkast under Företagsuppgifter. Då kan Verkstan skriva utkast till texten "Utfört arbete" på fakturan, en arbetsorder av det kunden sa i telefon och en sammanfattning av en maskins historik.',
      },
    ],
  },
  {
    title: 'Fakturering och integration',
    items: [
      {
        question: 'Blir fakturorna kompletta enligt svenska regler?',
        answer:
          'Ja. Fakturan får organisationsnummer, momsregistreringsnummer, moms 25 %, OCR-nummer och bankgiro, och kan krediteras med en kreditfaktura.',
      },
      {
        question: 'Fungerar Verkstan med Fortnox och Visma?',
        answer: 'Ja. Du exporterar fakturor och betalningar som en SIE-fil som både Fortnox och Visma kan läsa in.',
      },
      {
        question: 'Kan AI:n hitta på saker på fakturan?',
        answer:
          'Utkasten bygger bara på verkstadens egna uppgifter om just det jobbet eller den maskinen, hänvisar till arbetsordrarnas nummer och sparas aldrig förrän en människa har läst, rättat och valt att använda dem. Varje förfrågan syns i historiken.',
      },
    ],
  },
  {
    title: 'Lagerhantering',
    items: [
      {
        question: 'Kan jag hålla koll på reservdelar och förbrukning?',
        answer:
          'Material som används registreras på arbetsordern, så att du ser vad som gått åt på varje jobb och kan fakturera det.',
      },
    ],
  },
  {
    title: 'Priser och licenser',
    items: [
      {
        question: 'Vad kostar Verkstan?',
        answer:
          'Du börjar med en kostnadsfri provperiod. Kontakta oss för en offert som passar din verkstad, från enmansföretag till mindre team.',
      },
      { question: 'Binder jag mig när jag provar?', answer: 'Nej. Provperioden är helt utan förpliktelser.' },
    ],
  },
  {
    title: 'Övrigt',
    items: [
      {
        question: 'Var lagras mina uppgifter?',
        answer:
          'Kör ni Verkstan på egen dator ligger allt i en mapp på den, och Verkstan gör en säkerhetskopia varje natt och när den stängs av. Lägg säkerhetskopiorna på en annan disk eller i en synkad mapp, så klarar ni en trasig dator. Varje verkstad ser bara sina egna uppgifter.',
      },
      {
        question: 'Kan vi ta med oss våra uppgifter?',
        answer:
          'Ja. Under Inställningar → Säkerhetskopior och export laddar ägaren ner hela verkstaden som en ZIP-fil: Excel-filer för varje register, alla fakturor som PDF, SIE-filer för bokföringen och en fil med allt. En kund kan få ett registerutdrag och få sina personuppgifter raderade.',
      },
      {
        question: 'Hur når jag supporten?',
        answer: 'Via e-post eller telefon på kontaktsidan. Vi svarar inom 24 timmar på vardagar.',
      },
    ],
  },
];
