import { z } from './zod';
import { messages } from './messages';

// Which events message the customer, and how (QUOTES.md decision 8; PUT /company/messages).

const channelsSchema = z.object(
  {
    email: z.boolean({ error: messages.messageChannelInvalid }),
    sms: z.boolean({ error: messages.messageChannelInvalid }),
  },
  { error: messages.messageChannelInvalid },
);
export type MessageChannels = z.infer<typeof channelsSchema>;

/** The events a workshop may message its customers on; a quote's sending always does (decision 3). */
export const MESSAGE_EVENTS = ['workOrderReady', 'bookingChanged', 'invoiceSent'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const messageSettingsInputSchema = z.object(
  {
    workOrderReady: channelsSchema,
    bookingChanged: channelsSchema,
    invoiceSent: channelsSchema,
  },
  { error: messages.messageSettingsInvalid },
);
export type MessageSettingsInput = z.infer<typeof messageSettingsInputSchema>;

export const messageSettingsSchema = messageSettingsInputSchema.extend({
  /** Whether this installation sends SMS (SMS_URL is set): without it no event can be turned on for SMS. */
  smsAvailable: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

const off: MessageChannels = { email: false, sms: false };

/** A workshop that never chose: nothing goes to its customers until it turns an event on. */
export const NO_MESSAGES: MessageSettingsInput = { workOrderReady: off, bookingChanged: off, invoiceSent: off };

/** The words of the settings' section, the events in the order they are shown. */
export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  workOrderReady: 'Arbetsorder klar',
  bookingChanged: 'Bokning gjord eller flyttad',
  invoiceSent: 'Faktura skickad',
};
