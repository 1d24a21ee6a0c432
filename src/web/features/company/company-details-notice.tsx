import { Link } from 'react-router';
import { missingCompanyDetails } from '../../../shared/company-details';
import { Alert } from '../../ui/alert';
import { useCompany } from './api/get-company';

/** Until the seller details are complete, a reminder of what is missing before the first invoice goes out. */
export default function CompanyDetailsNotice() {
  const { data } = useCompany();
  const missing = data ? missingCompanyDetails(data) : [];
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning">
      Innan du skickar din första faktura: fyll i {missing.join(', ')} under{' '}
      <Link to="/settings/company">Företagsuppgifter</Link> så att fakturan blir komplett enligt mervärdesskattelagen.
    </Alert>
  );
}
