import type { WorkOrder } from '../../../shared/work-orders';
import type { FieldPack, FieldPackWorkOrder } from './field-pack-shape';

/** One job of the pack changed as the server would change it; null when the pack lacks the job. */
export function editJob(
  pack: FieldPack,
  id: string,
  edit: (job: FieldPackWorkOrder) => FieldPackWorkOrder,
): { pack: FieldPack; result: WorkOrder } | null {
  const job = pack.workOrders.find((candidate) => candidate.id === id);
  if (!job) return null;
  const changed = edit(job);
  return {
    pack: { ...pack, workOrders: pack.workOrders.map((candidate) => (candidate.id === id ? changed : candidate)) },
    result: changed,
  };
}

/** A job of the pack, for a read without signal. */
export const jobInPack = (pack: FieldPack, id: string | undefined) => pack.workOrders.find((job) => job.id === id);
