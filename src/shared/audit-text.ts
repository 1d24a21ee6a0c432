import { formatDateTime } from './dates';
import { ROLE_LABELS, type Role } from './roles';
import type { AuditEvent } from './team';

// The trail in plain Swedish ("Anna Berg ändrade status från Väntande till Pågående, 2026-11-24 14:32").

const FIELD_NAMES: Record<string, string> = {
  workOrderNumber: 'nummer',
  invoiceNumber: 'fakturanummer',
  title: 'titel',
  description: 'beskrivning',
  status: 'status',
  priority: 'prioritet',
  executionDate: 'utförandedatum',
  customerNumber: 'kundnummer',
  customerId: 'kund',
  customerName: 'kundnamn',
  customerEmail: 'kundens e-post',
  customerAddress: 'kundens adress',
  machineId: 'maskin',
  meterReading: 'mätarställning',
  vehicleCategory: 'fordonskategori',
  workCategory: 'arbetskategori',
  serviceIntervalIds: 'utförd service',
  assigneeIds: 'tilldelade',
  todoList: 'att göra-listan',
  materials: 'material',
  items: 'fakturarader',
  dueDate: 'förfallodatum',
  notes: 'anteckningar',
  paidAt: 'betaldatum',
  total: 'belopp',
  workOrderId: 'arbetsorder',
  role: 'roll',
  readingDate: 'avläsningsdatum',
  approvedAmount: 'godkänt belopp',
  quoteId: 'offert',
  limit: 'gräns',
  override: 'skäl',
  'booking.start': 'start',
  'booking.end': 'slut',
  'booking.bayId': 'plats',
  'booking.onSite': 'ute hos kund',
  'booking.address': 'adress',
};

/** Fields whose values are ids: the sentence names the field only. */
const ID_FIELDS = new Set(['booking.bayId']);

const BOOKING_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const VALUE_WORDS: Record<string, string> = {
  pending: 'Väntande',
  in_progress: 'Pågående',
  completed: 'Klar',
  paid: 'Betald',
  overdue: 'Förfallen',
  cancelled: 'Makulerad',
  high: 'Hög',
  medium: 'Medel',
  low: 'Låg',
  ...ROLE_LABELS,
};

/** Only short scalar values are quoted; lists and long texts are said to have changed. */
function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'inget';
  if (typeof value === 'number') return value.toLocaleString('sv-SE');
  if (typeof value === 'boolean') return value ? 'ja' : 'nej';
  if (typeof value === 'string' && BOOKING_TIME.test(value)) return value.replace('T', ' ');
  if (typeof value === 'string' && value.length <= 60) return VALUE_WORDS[value] ?? value;
  return null;
}

function changeText(change: { field: string; from: unknown; to: unknown }): string {
  const field = FIELD_NAMES[change.field] ?? change.field;
  if (ID_FIELDS.has(change.field)) return field;
  const from = valueText(change.from);
  const to = valueText(change.to);
  return from !== null && to !== null ? `${field} från ${from} till ${to}` : field;
}

const ACTION_VERBS: Record<string, Record<string, string>> = {
  workOrder: {
    created: 'skapade arbetsordern',
    deleted: 'tog bort arbetsordern',
    signed: 'tog emot kundens signatur på arbetsordern',
    booked: 'bokade arbetsordern',
    moved: 'flyttade bokningen',
    unbooked: 'tog bort bokningen',
  },
  invoice: {
    created: 'skapade fakturan',
    deleted: 'tog bort fakturan',
    paid: 'markerade fakturan som betald',
    credited: 'krediterade fakturan',
    sent: 'skickade fakturan',
    priceLimitOverridden: 'sparade fakturan över det godkända beloppet',
  },
  member: { created: 'gick med i verkstaden', deleted: 'tog bort medarbetaren' },
  draft: { requested: 'bad om ett AI-utkast', enabled: 'slog på AI-utkast', disabled: 'slog av AI-utkast' },
  finding: { dismissed: 'avfärdade ett fynd i Fakturakontroll' },
  customer: { erased: 'raderade kundens personuppgifter' },
  machine: { 'reading-corrected': 'rättade en avläsning', 'reading-deleted': 'tog bort en avläsning' },
};

/** One event as a sentence: who, what, and when. */
export function auditSentence(event: AuditEvent): string {
  const when = formatDateTime(event.at);
  const verb = ACTION_VERBS[event.entity]?.[event.action];
  const changes = event.changes.map(changeText);
  if (event.action === 'reading-corrected')
    return `${event.userName} rättade avläsningen: ${changes.join(', ')}, ${when}`;
  if ((event.action === 'booked' || event.action === 'moved') && changes.length > 0)
    return `${event.userName} ${verb}: ${changes.join(', ')}, ${when}`;
  if (event.action === 'updated' || (event.action === 'paid' && changes.length > 0)) {
    return `${event.userName} ändrade ${changes.join(', ') || 'uppgifterna'}, ${when}`;
  }
  if (event.entity === 'member' && event.action === 'created') {
    const role = event.changes.find((change) => change.field === 'role')?.to as Role | undefined;
    return `${event.userName} gick med i verkstaden${role ? ` som ${ROLE_LABELS[role].toLowerCase()}` : ''}, ${when}`;
  }
  if (event.action === 'priceLimitOverridden') {
    const reason = event.changes.find((change) => change.field === 'override')?.to;
    return `${event.userName} ${verb} (skäl: ${String(reason ?? '')}), ${when}`;
  }
  return `${event.userName} ${verb ?? event.action}, ${when}`;
}
