import { setTimeout as sleep } from 'node:timers/promises';

/** A RenderPool job for tests: takes `ms` and answers with its label. */
export default async function slowly({ ms, label }: { ms: number; label: string }): Promise<Uint8Array> {
  await sleep(ms);
  return new TextEncoder().encode(label);
}
