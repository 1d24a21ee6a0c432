import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '../../../../shared/company';
import { apiJson } from '../../../lib/api-client';
import { companyKey } from './get-company';

/** PUT /company: stores the details and shows the stored form (formatted numbers) at once. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyInput) => apiJson<Company>('/company', { method: 'PUT', body: values }),
    onSuccess: (updated) => queryClient.setQueryData(companyKey, updated),
  });
}
