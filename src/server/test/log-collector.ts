import { Writable } from 'node:stream';

/** Collects every log line an app writes (the `logStream` of a test app). */
export function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
