import { renderMail } from '../mail/layout';

// The words a customer gets (QUOTES.md decision 8): short, Swedish, naming the workshop and the machine.

/** What a message is about, read by facts.ts. */
export interface MessageFacts {
  workshop: string;
  /** The machine as lists show it ("Volvo EC220E (ABC123)"); null for a job without one. */
  machine: string | null;
  workOrderNumber: string | null;
  /** The job's title, named when there is no machine. */
  title: string | null;
  invoiceNumber: string | null;
  /** The customer's page, once the portal exists (customer-page-port.ts); null until then. */
  link: string | null;
}

/** "Arbetet på Volvo EC220E (ABC123)", or the job's title without a machine. */
const theJob = ({ machine, title }: MessageFacts) =>
  machine ? `Arbetet på ${machine}` : title ? `Arbetet "${title}"` : 'Arbetet';

const linkLine = (facts: MessageFacts) => (facts.link ? ` Se mer: ${facts.link}` : '');

export function workOrderReadySms(facts: MessageFacts): string {
  const number = facts.workOrderNumber ? ` (arbetsorder ${facts.workOrderNumber})` : '';
  return `${facts.workshop}: ${theJob(facts)}${number} är klart. Välkommen att hämta!${linkLine(facts)}`;
}

export function invoiceSentSms(facts: MessageFacts): string {
  const about = facts.machine ? ` för arbetet på ${facts.machine}` : '';
  return `${facts.workshop}: Faktura ${facts.invoiceNumber}${about} är skickad till din e-post.${linkLine(facts)}`;
}

const mailLink = (facts: MessageFacts) => (facts.link ? { link: { label: 'Din kundsida', url: facts.link } } : {});

export function workOrderReadyMail(facts: MessageFacts) {
  const number = facts.workOrderNumber ? ` (arbetsorder ${facts.workOrderNumber})` : '';
  return renderMail({
    subject: `${theJob(facts)} är klart – ${facts.workshop}`,
    greeting: 'Hej!',
    paragraphs: [`${theJob(facts)}${number} är klart. Välkommen att hämta!`],
    ...mailLink(facts),
    footnote: `Frågor? Svara på det här mejlet så når du ${facts.workshop}.`,
    signature: facts.workshop,
  });
}

export function invoiceSentMail(facts: MessageFacts) {
  const about = facts.machine ? ` för arbetet på ${facts.machine}` : '';
  return renderMail({
    subject: `Faktura ${facts.invoiceNumber} från ${facts.workshop} har skickats`,
    greeting: 'Hej!',
    paragraphs: [
      `${facts.workshop} har skickat faktura ${facts.invoiceNumber}${about}. Fakturan kom i ett eget mejl med PDF:en.`,
    ],
    ...mailLink(facts),
    footnote: `Frågor om fakturan? Svara på det här mejlet så når du ${facts.workshop}.`,
    signature: facts.workshop,
  });
}
