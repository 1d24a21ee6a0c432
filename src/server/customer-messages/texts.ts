import { bookingTimeWords } from '../../shared/booking-time-text';
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

/** A booking as the customer hears of it (PLANNING.md decision 5): when, where, and whether it was moved. */
export interface BookingFacts {
  start: string;
  end: string;
  /** The bay's name, or the address on site; null when neither is known. */
  place: string | null;
  onSite: boolean;
  moved: boolean;
}

const placeWords = ({ place, onSite }: BookingFacts) =>
  onSite ? (place ? ` hos er på ${place}` : ' hos er') : place ? ` i ${place}` : '';

const bookedWords = (facts: MessageFacts, booking: BookingFacts) =>
  `${theJob(facts)} är ${booking.moved ? 'flyttat till' : 'bokat'} ${bookingTimeWords(booking.start, booking.end)}${placeWords(booking)}.`;

export function bookingChangedSms(facts: MessageFacts, booking: BookingFacts): string {
  return `${facts.workshop}: ${bookedWords(facts, booking)}${linkLine(facts)}`;
}

export function bookingChangedMail(facts: MessageFacts, booking: BookingFacts) {
  const number = facts.workOrderNumber ? ` Arbetsorder ${facts.workOrderNumber}.` : '';
  return renderMail({
    subject: `${booking.moved ? 'Ny tid' : 'Bokad tid'} ${bookingTimeWords(booking.start, booking.end)} – ${facts.workshop}`,
    greeting: 'Hej!',
    paragraphs: [
      `${bookedWords(facts, booking)}${number}`,
      'Tiden finns som kalenderfil i mejlet, att lägga in i din kalender.',
    ],
    ...mailLink(facts),
    footnote: `Passar tiden inte? Svara på det här mejlet så når du ${facts.workshop}.`,
    signature: facts.workshop,
  });
}
