/** GET /customers?q=: whom a work order is for (the pickers' one definition, lib/register-choices.ts). */
export { useCustomerChoices } from '../../../lib/register-choices';
