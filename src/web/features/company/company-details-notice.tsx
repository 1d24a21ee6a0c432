import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { missingCompanyDetails } from '../../../shared/company-details';
import { useCompany } from './api/get-company';

/** Until the seller details are complete, a reminder of what is missing before the first invoice goes out. */
export default function CompanyDetailsNotice() {
  const { data } = useCompany();
  const missing = data ? missingCompanyDetails(data) : [];
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Innan du skickar din första faktura: fyll i {missing.join(', ')} under{' '}
      <Link component={RouterLink} to="/profile#foretagsuppgifter">
        Företagsuppgifter
      </Link>{' '}
      så att fakturan blir komplett enligt mervärdesskattelagen.
    </Alert>
  );
}
