import type { FieldPack as ServerPack, FieldWorkOrder } from '../../../shared/field';
import type { TimeEntry } from '../../../shared/time';

// What a device keeps offline: the server's `fieldPack` (GET /field/today, src/shared/field.ts) and
// two things only the device knows, made offline: its running timer and when it stamped in.

export type FieldPackWorkOrder = FieldWorkOrder;

export interface FieldPack extends Omit<ServerPack, 'me'> {
  me: ServerPack['me'] & { checkedInAt?: string | null };
  /** The member's running timer as the device knows it (started offline, or as fetched). */
  timer?: TimeEntry | null;
}
