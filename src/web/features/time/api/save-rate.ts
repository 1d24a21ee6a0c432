import type { z } from 'zod';
import type { Rate, rateInputSchema } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { useTimeMutation } from './time-key';

/** POST /rates or PUT /rates/{id}. */
export function useSaveRate() {
  return useTimeMutation(({ id, values }: { id?: string | undefined; values: z.input<typeof rateInputSchema> }) =>
    apiJson<Rate>(id ? `/rates/${id}` : '/rates', { method: id ? 'PUT' : 'POST', body: values }),
  );
}
