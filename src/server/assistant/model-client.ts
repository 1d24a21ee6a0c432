import type { ModelConfig } from '../config';
import { AppError } from '../http/errors';
import { modelAnswerInvalid, modelAnswerTooLarge, modelUnavailable } from './errors';

/** The most of a model's answer read: a draft is a few hundred words; 1 MB leaves room for verbose JSON. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * One answer of an endpoint speaking OpenAI's chat completions (POST {base}/chat/completions), by
 * plain fetch: a request and one field of the answer do not earn a client library. A model that does
 * not answer in time, answers an error or no text is 503; nothing else in Verkstan waits for it.
 */
export async function complete(config: ModelConfig, chat: ChatMessage[], options: { json: boolean }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages: chat,
        temperature: 0.2,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw modelUnavailable();
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw modelUnavailable();
  }
  const body = await readBounded(response, MAX_ANSWER_BYTES);
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw modelAnswerInvalid();
  }
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw modelAnswerInvalid();
  return content;
}

/**
 * The answer's text, read chunk by chunk and given up past `limit` bytes: a model (or whatever sits
 * at AI_BASE_URL) that streams hundreds of megabytes must not fill the server's memory.
 */
async function readBounded(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw modelAnswerTooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limit) {
        await reader.cancel();
        throw modelAnswerTooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The connection broke or the time ran out halfway through the answer.
    throw modelUnavailable();
  }
  return Buffer.concat(chunks).toString('utf8');
}
