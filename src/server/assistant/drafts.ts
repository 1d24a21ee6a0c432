import {
  draftWorkOrderFieldsSchema,
  type AssistantStatus,
  type Draft,
  type DraftRequest,
  type DraftWorkOrderFields,
} from '../../shared/assistant';
import { SERVICE_STATUS_LABELS } from '../../shared/labels';
import { WORK_CATEGORIES, materialQuantity } from '../../shared/work-orders';
import { recordEvent, type Actor } from '../audit/service';
import type { ModelConfig } from '../config';
import type { Database } from '../db/client';
import { isUuid } from '../http/ids';
import { findAiDraftsEnabled, setAiDraftsEnabled } from '../organisations/service';
import { listPlan } from '../service-plans/service';
import * as repository from './drafts-repository';
import type { JobRecord } from './drafts-repository';
import { complete, type ChatMessage } from './model-client';
import { aiNotAvailable, draftsOff, modelAnswerInvalid } from './errors';
import { machineNotFound } from '../machines/errors';
import { workOrderNotFound } from '../work-orders/errors';

// ASSISTANT.md decision 3: drafts grounded in this workshop's records of one job or machine, citing
// the work orders they used; never saved here, never another workshop's text in the request.

export function assistantStatus(model: ModelConfig | null, enabled: boolean): AssistantStatus {
  return {
    available: model !== null,
    enabled: model !== null && enabled,
    model: model?.model ?? null,
    endpoint: model ? new URL(model.baseUrl).origin : null,
  };
}

export async function readAssistant(
  db: Database,
  organisationId: string,
  model: ModelConfig | null,
): Promise<AssistantStatus> {
  return assistantStatus(model, await findAiDraftsEnabled(db, organisationId));
}

/** The owner's switch; on needs a model on the server (409). */
export async function switchAssistant(
  db: Database,
  actor: Actor,
  model: ModelConfig | null,
  enabled: boolean,
): Promise<AssistantStatus> {
  if (enabled && model === null) throw aiNotAvailable();
  await db.transaction(async (tx) => {
    const before = await findAiDraftsEnabled(tx, actor.organisationId);
    await setAiDraftsEnabled(tx, actor.organisationId, enabled);
    if (before !== enabled)
      await recordEvent(tx, actor, 'draft', actor.organisationId, enabled ? 'enabled' : 'disabled', [
        { field: 'enabled', from: before, to: enabled },
      ]);
  });
  return assistantStatus(model, enabled);
}

const SYSTEM = [
  'Du är assistenten i Verkstan, ett verkstadssystem för tunga fordon och maskiner. Du skriver utkast på svenska som en människa läser och rättar innan de används.',
  'Använd bara uppgifterna i meddelandet. Hitta inte på arbeten, delar, mätarställningar eller datum som inte står där.',
  'När du bygger på en arbetsorder, skriv dess nummer (till exempel AO-20260115-123) i texten.',
].join(' ');

const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

function checklistOf(job: JobRecord): string[] {
  if (!Array.isArray(job.todoList)) return [];
  return job.todoList.flatMap((item: unknown) => {
    const text = textOf((item as { text?: unknown })?.text);
    return text ? [`${(item as { done?: unknown }).done === true ? '[x]' : '[ ]'} ${text}`] : [];
  });
}

function materialsOf(job: JobRecord): string[] {
  if (!Array.isArray(job.materials)) return [];
  return job.materials.flatMap((material: unknown) => {
    const name = textOf((material as { name?: unknown })?.name);
    const quantity = materialQuantity((material as { quantity?: unknown })?.quantity) ?? 1;
    return name ? [`${String(quantity).replace('.', ',')} × ${name}`] : [];
  });
}

function describeJob(job: JobRecord, detail: 'full' | 'short'): string {
  const lines = [
    `Arbetsorder ${job.workOrderNumber}: ${textOf(job.title)} (status ${job.status}${job.executionDate ? `, utförd ${job.executionDate}` : ''})`,
  ];
  const description = textOf(job.description);
  if (description) lines.push(`Beskrivning: ${detail === 'full' ? description : description.slice(0, 300)}`);
  const checklist = checklistOf(job);
  if (checklist.length > 0) lines.push(`Checklista: ${checklist.join('; ')}`);
  const materials = materialsOf(job);
  if (materials.length > 0) lines.push(`Material: ${materials.join('; ')}`);
  return lines.join('\n');
}

interface Prompt {
  chat: ChatMessage[];
  /** The jobs whose records were sent: the only numbers a draft may cite. */
  sent: JobRecord[];
  /** What the audit event names as the request's subject. */
  entityId: string;
  json: boolean;
}

async function workSummaryPrompt(db: Database, organisationId: string, workOrderId: string): Promise<Prompt> {
  const job = isUuid(workOrderId) ? await repository.jobOf(db, organisationId, workOrderId.toLowerCase()) : null;
  if (!job) throw workOrderNotFound();
  const notes = await repository.timeNotesOf(db, organisationId, job.id);
  const time = notes.map(
    (note) =>
      `${note.date}: ${note.hours === null ? '' : `${String(note.hours).replace('.', ',')} tim`}${note.note ? ` – ${textOf(note.note)}` : ''}`,
  );
  const user = [
    'Skriv texten "Utfört arbete" på kundens faktura: 2–5 meningar i löptext, sakligt, utan priser, utan hälsningsfraser.',
    '',
    describeJob(job, 'full'),
    ...(time.length > 0 ? [`Tid och anteckningar: ${time.join('; ')}`] : []),
  ].join('\n');
  return {
    chat: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: user },
    ],
    sent: [job],
    entityId: job.id,
    json: false,
  };
}

async function machineSummaryPrompt(
  db: Database,
  organisationId: string,
  machineId: string,
  today: string,
): Promise<Prompt> {
  const machine = isUuid(machineId) ? await repository.machineOf(db, organisationId, machineId.toLowerCase()) : null;
  if (!machine) throw machineNotFound();
  const [jobs, readings, plan] = await Promise.all([
    repository.jobsOfMachine(db, organisationId, machine.id),
    repository.readingsOfMachine(db, organisationId, machine.id),
    listPlan(db, organisationId, { today }, machine.id),
  ]);
  const user = [
    'Sammanfatta maskinens historik i 3–6 meningar: vad som gjorts, vad som återkommer och vad som är på tur.',
    '',
    `Maskin: ${machine.category}, ${machine.make}${machine.model ? ` ${machine.model}` : ''}${machine.year ? `, årsmodell ${machine.year}` : ''}. Dagens datum: ${today}.`,
    readings.length > 0
      ? `Mätarställningar (senaste först): ${readings.map((reading) => `${reading.date} ${String(reading.value).replace('.', ',')} ${machine.meterUnit}`).join('; ')}`
      : 'Inga mätarställningar.',
    plan.length > 0
      ? `Serviceplan: ${plan
          .map(
            (interval) =>
              `${interval.name}: ${SERVICE_STATUS_LABELS[interval.status]}${interval.nextDueDate ? `, nästa ${interval.nextDueDate}` : ''}`,
          )
          .join('; ')}`
      : 'Ingen serviceplan.',
    '',
    jobs.length > 0
      ? `Arbetsordrar (senaste först):\n${jobs.map((job) => describeJob(job, 'short')).join('\n\n')}`
      : 'Inga arbetsordrar ännu.',
  ].join('\n');
  return {
    chat: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: user },
    ],
    sent: jobs,
    entityId: machine.id,
    json: false,
  };
}

async function workOrderPrompt(
  db: Database,
  actor: Actor,
  text: string,
  machineId: string | undefined,
): Promise<Prompt> {
  const machine = machineId
    ? isUuid(machineId)
      ? await repository.machineOf(db, actor.organisationId, machineId.toLowerCase())
      : null
    : null;
  if (machineId && !machine) throw machineNotFound();
  const user = [
    'Gör ett utkast till arbetsorder av det kunden sa. Svara med ett JSON-objekt med exakt nycklarna',
    `"title" (kort rubrik), "description" (vad kunden beskrev), "workCategory" (en av ${WORK_CATEGORIES.map((category) => `"${category}"`).join(', ')})`,
    'och "checklist" (en lista med korta arbetssteg som text). Lägg inte till något kunden inte sa utöver rimliga kontrollsteg.',
    '',
    ...(machine ? [`Maskin: ${machine.category}, ${machine.make}${machine.model ? ` ${machine.model}` : ''}`] : []),
    `Kunden sa: ${text}`,
  ].join('\n');
  return {
    chat: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: user },
    ],
    sent: [],
    entityId: machine?.id ?? actor.id,
    json: true,
  };
}

const WORK_ORDER_NUMBER = /\bAO-\d{8}-\d{3,}\b/g;

/** Cites only what was sent: other work order numbers are removed from the text, and the sources are those cited. */
export function keepSentCitations(
  text: string,
  sent: readonly JobRecord[],
): { text: string; sources: Draft['sources'] } {
  const known = new Map(sent.map((job) => [job.workOrderNumber, job]));
  const cited = new Map<string, JobRecord>();
  const cleaned = text
    .replace(WORK_ORDER_NUMBER, (number) => {
      const job = known.get(number);
      if (!job) return '';
      cited.set(job.id, job);
      return number;
    })
    // What a removed number leaves behind: empty brackets, a dangling "arbetsorder", doubled spaces.
    .replace(/[([]\s*(?:,\s*)*[)\]]/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:])/g, '$1')
    .trim();
  return {
    text: cleaned,
    sources: [...cited.values()].map((job) => ({ id: job.id, workOrderNumber: job.workOrderNumber })),
  };
}

function fieldsOf(answer: string): DraftWorkOrderFields {
  let parsed: unknown;
  try {
    // Some models wrap JSON in a code fence even in JSON mode.
    parsed = JSON.parse(answer.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw modelAnswerInvalid();
  }
  const fields = draftWorkOrderFieldsSchema.safeParse(parsed);
  if (!fields.success) throw modelAnswerInvalid();
  return fields.data;
}

/** A draft of `request.kind`: 409 while drafts are off, 404 for another workshop's record, 503/502 when the model fails. */
export async function draft(
  db: Database,
  actor: Actor,
  model: ModelConfig | null,
  request: DraftRequest,
  today: string,
): Promise<Draft> {
  if (model === null || !(await findAiDraftsEnabled(db, actor.organisationId))) throw draftsOff();
  const prompt =
    request.kind === 'work-summary'
      ? await workSummaryPrompt(db, actor.organisationId, request.workOrderId!)
      : request.kind === 'machine-summary'
        ? await machineSummaryPrompt(db, actor.organisationId, request.machineId!, today)
        : await workOrderPrompt(db, actor, request.text!, request.machineId);
  // Recorded before the model is asked: the records left the server whether it answers or not.
  await recordEvent(db, actor, 'draft', prompt.entityId, 'requested', [
    { field: 'kind', from: null, to: request.kind },
    { field: 'model', from: null, to: model.model },
    { field: 'records', from: null, to: prompt.sent.map((job) => job.workOrderNumber) },
  ]);
  const answer = await complete(model, prompt.chat, { json: prompt.json });
  if (prompt.json) {
    const fields = fieldsOf(answer);
    return { kind: request.kind, fields, sources: [], model: model.model };
  }
  const { text, sources } = keepSentCitations(answer, prompt.sent);
  if (!text) throw modelAnswerInvalid();
  return { kind: request.kind, text, sources, model: model.model };
}
