import { threadId } from 'node:worker_threads';

/** A RenderPool job for tests: answers with the thread it ran on. */
export default async function whichThread(): Promise<Uint8Array> {
  return new TextEncoder().encode(String(threadId));
}
