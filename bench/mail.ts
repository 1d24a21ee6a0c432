import { SMTPServer } from 'smtp-server';
import { load, type LoadResult } from './load';
import { startProcess } from './processes';

const MAILS = 1_000;

/** A local SMTP server that takes everything and counts each mail by its Message-ID. */
export async function countingSmtpServer(port: number) {
  const ids: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The client is on this machine: no reverse DNS lookup of it (on a closed network each one waits).
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        ids.push(/^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { ids, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The list's p99 alone, then while the server's mail sender delivers 1 000 queued mails (invitations,
 * each written with its mail in one transaction) to a local SMTP server; and whether each went once.
 */
export async function listDuringMailDelivery(
  env: Record<string, string>,
  port: number,
  token: string,
  seconds: number,
): Promise<{ alone: LoadResult; during: LoadResult; delivered: string }> {
  const smtp = await countingSmtpServer(port + 1);
  const server = await startProcess(
    'dist/server/main.js',
    {
      ...env,
      PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      // The daily mail limit (TEAM.md) would refuse the 501st invitation: the bench measures delivery, not the limit.
      MAIL_PER_DAY: '1000000',
      MAIL_PER_DAY_NEW: '1000000',
    },
    '/api/health',
  );
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listUrl = `${server.url}/api/workorders?limit=50`;
  try {
    await load({ name: 'warm-up', url: listUrl, headers, seconds: 2 });
    const alone = await load({
      name: 'GET /api/workorders?limit=50, 8 clients',
      url: listUrl,
      headers,
      connections: 8,
      seconds,
    });
    const stamp = Date.now();
    for (let start = 0; start < MAILS; start += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, MAILS - start) }, (_, offset) =>
          fetch(`${server.url}/api/team/invitations`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ email: `bench-${stamp}-${start + offset}@verkstan.se`, role: 'mechanic' }),
          }).then((response) => {
            if (response.status !== 201) throw new Error(`invitation answered ${response.status}`);
          }),
        ),
      );
    }
    const queuedAt = Date.now();
    const during = await load({
      name: `GET /api/workorders?limit=50, 8 clients, while ${MAILS} mails go out`,
      url: listUrl,
      headers,
      connections: 8,
      seconds,
    });
    while (smtp.ids.length < MAILS && Date.now() - queuedAt < 120_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds_ = ((Date.now() - queuedAt) / 1000).toFixed(1);
    const duplicates = smtp.ids.length - new Set(smtp.ids).size;
    return {
      alone,
      during,
      delivered: `${smtp.ids.length} of ${MAILS} mails delivered in ${seconds_} s, ${duplicates} sent twice`,
    };
  } finally {
    await server.stop();
    await smtp.close();
  }
}
