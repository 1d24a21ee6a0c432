import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { companyInputSchema, type Company, type CompanyFormValues, type CompanyInput } from '../../../shared/company';
import { isValidOrganisationNumber, vatNumberFromOrganisationNumber } from '../../../shared/identity';
import { messages } from '../../../shared/messages';
import { FormTextField } from '../../components/form-text-field';
import { useCompany } from './api/get-company';
import { useSaveCompany } from './api/save-company';

function FTaxSwitch({ control }: { control: Control<CompanyFormValues> }) {
  const { field } = useController({ control, name: 'fTax' });
  return (
    <FormControlLabel
      control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
      label="Godkänd för F-skatt"
    />
  );
}

function CompanyForm({ company }: { company: Company }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<CompanyFormValues, unknown, CompanyInput>({ resolver: zodResolver(companyInputSchema), defaultValues: company });
  const save = useSaveCompany();
  const orgNumber = useWatch({ control: form.control, name: 'orgNumber' }) ?? '';
  const vatNumber = useWatch({ control: form.control, name: 'vatNumber' }) ?? '';
  // The VAT number follows from the organisation number: SE + ten digits + 01.
  const suggestedVat = isValidOrganisationNumber(orgNumber) ? vatNumberFromOrganisationNumber(orgNumber) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    const updated = await save.mutateAsync(values).catch(() => null);
    if (!updated) return;
    form.reset(updated);
    setSaved(true);
  });

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {saved && <Alert severity="success">Företagsuppgifterna har sparats.</Alert>}
      {save.isError && <Alert severity="error">{save.error.message || messages.unknownError}</Alert>}
      <FormTextField control={form.control} name="name" label="Företagsnamn" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="orgNumber" label="Organisationsnummer" helperText="NNNNNN-NNNN" />
        <Box>
          <FormTextField control={form.control} name="vatNumber" label="Momsregistreringsnummer" helperText="SE + 10 siffror + 01" />
          {suggestedVat && suggestedVat !== vatNumber && (
            <Button size="small" onClick={() => form.setValue('vatNumber', suggestedVat, { shouldDirty: true, shouldValidate: true })}>
              Använd {suggestedVat}
            </Button>
          )}
        </Box>
      </Box>
      <FTaxSwitch control={form.control} />
      <FormTextField control={form.control} name="street" label="Gatuadress" autoComplete="street-address" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' } }}>
        <FormTextField
          control={form.control}
          name="postalCode"
          label="Postnummer"
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField control={form.control} name="city" label="Ort" autoComplete="address-level2" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField control={form.control} name="bankgiro" label="Bankgiro" helperText="NNNN-NNNN" />
        <FormTextField control={form.control} name="plusgiro" label="Plusgiro (valfritt)" />
        <FormTextField control={form.control} name="iban" label="IBAN (valfritt)" />
        <FormTextField control={form.control} name="bic" label="BIC (valfritt)" />
        <FormTextField control={form.control} name="email" label="E-post på fakturan" type="email" />
        <FormTextField control={form.control} name="phone" label="Telefon på fakturan" type="tel" />
        <FormTextField
          control={form.control}
          name="paymentTermsDays"
          label="Betalningsvillkor (dagar)"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 365 } }}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Spara företagsuppgifter
        </Button>
      </Box>
    </Stack>
  );
}

/** 'Företagsuppgifter': the seller's details on every invoice (docs/invoicing.md). */
export default function CompanyCard() {
  const { data, isError, error } = useCompany();
  return (
    <Card variant="outlined" id="foretagsuppgifter">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 0.5 }}>
          Företagsuppgifter
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Visas på dina fakturor och krävs för att de ska vara kompletta.
        </Typography>
        {isError && <Alert severity="error">{error.message}</Alert>}
        {data ? <CompanyForm company={data} /> : !isError && <Skeleton variant="rounded" height={320} />}
      </CardContent>
    </Card>
  );
}
