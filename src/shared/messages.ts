import { sessionMessages } from './session-messages';
import { generalMessages } from './messages/general';
import { workshopMessages } from './messages/workshop';
import { stockMessages } from './messages/stock';
import { teamMessages } from './messages/team';
import { moneyMessages } from './messages/money';
import { assistantAndDataMessages } from './messages/assistant-and-data';
import { planningMessages } from './messages/planning';

/** Swedish messages. Wording the product was specified with is kept word for word (docs/product.md, Messages and errors). */
export const messages = {
  // What every page's first load may show (shared/session-messages.ts), kept apart so that it loads alone.
  ...sessionMessages,
  ...generalMessages,
  ...workshopMessages,
  ...stockMessages,
  ...teamMessages,
  ...moneyMessages,
  ...assistantAndDataMessages,
  ...planningMessages,
} as const;
