import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What the stub answers to the next request: a status and body, after an optional delay. */
export interface StubAnswer {
  status?: number;
  /** A string is sent as it is; anything else as JSON. */
  body: unknown;
  delayMs?: number;
  /**
   * Instead of `body`: a completion whose text is this many bytes of "x", written in 64 KiB chunks
   * as the reader takes them (no Content-Length), stopped when the reader goes away.
   */
  streamBytes?: number;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; response_format?: unknown };
}

/** A chat completions answer carrying `content`, as OpenAI's API shapes it. */
export const completion = (content: string): StubAnswer => ({
  body: {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

/**
 * A stand-in for a model server speaking OpenAI's chat completions over real HTTP: it records what
 * the app sent and answers what the test queued (else an error, so that an unexpected call shows).
 */
export class ChatStub {
  readonly requests: RecordedRequest[] = [];
  /** Bytes of the last streamed answer that went out before the reader stopped or it ended. */
  streamedBytes = 0;
  private readonly answers: StubAnswer[] = [];
  private server: Server | null = null;
  port = 0;

  answer(...answers: StubAnswer[]): void {
    this.answers.push(...answers);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void readBody(request).then(async (text) => {
        let body: RecordedRequest['body'] = {};
        try {
          body = JSON.parse(text) as RecordedRequest['body'];
        } catch {
          // Recorded empty: the test sees that the app sent no JSON.
        }
        this.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
        const answer = this.answers.shift() ?? {
          status: 500,
          body: { error: { message: 'no answer queued' } },
        };
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (response.destroyed) return;
        if (answer.streamBytes !== undefined) return this.stream(response, answer.streamBytes);
        const payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        response.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        });
        response.end(payload);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  private async stream(response: ServerResponse, size: number): Promise<void> {
    this.streamedBytes = 0;
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = 'x'.repeat(64 * 1024);
    const write = (text: string) => {
      this.streamedBytes += Buffer.byteLength(text);
      return response.write(text)
        ? Promise.resolve()
        : new Promise<void>((resolve) => response.once('drain', resolve).once('close', resolve));
    };
    await write('{"choices":[{"index":0,"message":{"role":"assistant","content":"');
    for (let sent = 0; sent < size && !response.destroyed; sent += chunk.length) await write(chunk);
    if (!response.destroyed) response.end('"},"finish_reason":"stop"}]}');
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
