/** GET /machines?q=&customerId=: the machine a work order is done on (lib/register-choices.ts). */
export { useMachineChoices } from '../../../lib/register-choices';
