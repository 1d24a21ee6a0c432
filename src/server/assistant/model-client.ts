import { messages } from '../../shared/messages';
import type { ModelConfig } from '../config';
import { AppError } from '../http/errors';

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
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
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
    throw new AppError(503, messages.modelUnavailable);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new AppError(503, messages.modelUnavailable);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new AppError(502, messages.modelAnswerInvalid);
  }
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new AppError(502, messages.modelAnswerInvalid);
  return content;
}
