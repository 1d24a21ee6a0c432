import type { z } from 'zod';
import type { Approval, PublicQuote } from '../../../../shared/quote-shapes';
import type { publicAcceptSchema, publicDeclineSchema } from '../../../../shared/quotes';
import { apiJson } from '../../../lib/api-client';

// The customer's link (QUOTES.md decision 4): public calls, no token, no query cache — the page makes three calls at most.

const path = (token: string) => `/public/quotes/${encodeURIComponent(token)}`;

/** GET /public/quotes/{token}: the quote as the customer sees it; 410 says why it is no longer open. */
export const fetchPublicQuote = (token: string, signal?: AbortSignal) =>
  apiJson<PublicQuote>(path(token), { isPublic: true, signal });

/** POST /public/quotes/{token}/accept: the typed name, the drawing if any, the optional lines chosen. */
export const acceptQuote = (token: string, body: z.output<typeof publicAcceptSchema>) =>
  apiJson<Approval>(`${path(token)}/accept`, { method: 'POST', body, isPublic: true });

/** POST /public/quotes/{token}/decline: with a reason if the customer gives one. */
export const declineQuote = (token: string, body: z.output<typeof publicDeclineSchema>) =>
  apiJson<void>(`${path(token)}/decline`, { method: 'POST', body, isPublic: true });
