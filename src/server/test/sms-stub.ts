import { createServer, type Server } from 'node:http';

export interface ReceivedSms {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The form fields as sent: from, to, message. */
  fields: Record<string, string>;
  /** What the stub answered. */
  status: number;
}

/**
 * A stand-in for 46elks over real HTTP (DOMAIN-SE, Phone numbers and SMS): it records every request
 * and answers with the statuses the test queued, then 200 with an SMS id as 46elks does.
 */
export class SmsStub {
  readonly requests: ReceivedSms[] = [];
  private readonly statuses: number[] = [];
  private server: Server | null = null;
  private port = 0;

  /** The next requests' answers (e.g. 503, then the default 200). */
  answer(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  /** The requests that got a 2xx: the SMS that were sent. */
  get accepted(): ReceivedSms[] {
    return this.requests.filter((request) => request.status < 300);
  }

  /** SMS_URL with the credentials in its user info. */
  url(user = 'u1234', password = 'hemlig:lösen'): string {
    return `http://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${this.port}/a1/sms`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = this.statuses.shift() ?? 200;
        this.requests.push({
          path: request.url ?? '',
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
          status,
        });
        response.writeHead(status, { 'content-type': status < 300 ? 'application/json' : 'text/plain' });
        response.end(
          status < 300
            ? JSON.stringify({ id: `s${this.requests.length}`, status: 'created' })
            : status < 500
              ? 'Invalid to number'
              : 'Service unavailable',
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
