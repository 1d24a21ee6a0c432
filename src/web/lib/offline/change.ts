/** What kind of change a queued request is: its label in the list, and what the screens redraw. */
export type ChangeKind =
  | 'timerStart'
  | 'timerStop'
  | 'time'
  | 'checklist'
  | 'material'
  | 'meter'
  | 'checkIn'
  | 'checkOut'
  | 'photo'
  | 'signature';

/** A change made on the device, as it waits to be sent (FIELD.md decision 7). */
export interface QueuedChange {
  /** Given by the store: the order of the changes. */
  seq?: number;
  kind: ChangeKind;
  /** What the list says it is, in Swedish: "Checkpunkt avbockad: Byt olja (AO-1024)". */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** The API path without /api. */
  path: string;
  /** The JSON body, carrying the device's time of the action (`at`, `startedAt`). */
  body?: unknown;
  /** A photo: sent as multipart with these fields. */
  upload?: { file: Blob; fileName: string; fields: Record<string, string> };
  /** Sent as `Idempotency-Key`; a new one when the user retries or edits a refused change. */
  key: string;
  /** When it was made on the device (ISO). */
  madeAt: string;
  workOrderId?: string;
  /** waiting: to be sent; refused: the server said no, `reason` says why, the user decides. */
  state: 'waiting' | 'refused';
  reason?: string;
  attempts: number;
}

/** A fresh idempotency key: random, so that two devices never share one. */
export const newKey = (): string => crypto.randomUUID();
