/** GET /parts?q=: a part of the stock for a material (lib/register-choices.ts). */
export { usePartChoices } from '../../../lib/register-choices';
