/**
 * The wording the app's first load may show: a session that ended or could not be checked, a page
 * the role may not open, a server error without a message. Apart from shared/messages.ts (which
 * spreads it in), so that the landing page's scripts do not carry every feature's messages
 * (20 KB; docs/performance/2026-11-27-issue-44.md).
 */
export const sessionMessages = {
  noToken: 'Ingen autentiseringstoken hittades',
  sessionExpired: 'Din session har gått ut. Vänligen logga in igen.',
  sessionCheckFailed: 'Kunde inte verifiera inloggning',
  serverError: (status: number) => `Serverfel: ${status}`,
  signedOutElsewhere: 'Du har loggats ut i ett annat fönster eller en annan flik.',
  forbidden: 'Du har inte behörighet att göra det här.',
};
