import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { companyInputSchema, type Company, type CompanyFormValues, type CompanyInput } from '../../../shared/company';
import { isValidOrganisationNumber, vatNumberFromOrganisationNumber } from '../../../shared/identity';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FieldGrid } from '../../ui/field-grid';
import { SwitchField } from '../../ui/mui/choice-field';
import { FormTextField } from '../../ui/mui/text-field';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useCompany } from './api/get-company';
import { useSaveCompany } from './api/save-company';
import { FormStack } from '../../ui/form-stack';

type SwitchName = 'fTax' | 'reminderFeeAgreed' | 'chargeLatePaymentCompensation';

function FormSwitch({
  control,
  name,
  label,
}: {
  control: Control<CompanyFormValues>;
  name: SwitchName;
  label: string;
}) {
  const { field } = useController({ control, name });
  return <SwitchField checked={Boolean(field.value)} onChange={field.onChange} label={label} />;
}

function CompanyForm({ company }: { company: Company }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<CompanyFormValues, unknown, CompanyInput>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: company,
  });
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
    <FormStack onSubmit={onSubmit} noValidate>
      {saved && <Alert severity="success">Företagsuppgifterna har sparats.</Alert>}
      {save.isError && <Alert severity="error">{save.error.message || messages.unknownError}</Alert>}
      <FormTextField control={form.control} name="name" label="Företagsnamn" required />
      <FieldGrid>
        <FormTextField control={form.control} name="orgNumber" label="Organisationsnummer" helperText="NNNNNN-NNNN" />
        <Stack gap={0.5} align="flex-start">
          <FormTextField
            control={form.control}
            name="vatNumber"
            label="Momsregistreringsnummer"
            helperText="SE + 10 siffror + 01"
          />
          {suggestedVat && suggestedVat !== vatNumber && (
            <Button
              variant="ghost"
              size="small"
              onClick={() => form.setValue('vatNumber', suggestedVat, { shouldDirty: true, shouldValidate: true })}
            >
              Använd {suggestedVat}
            </Button>
          )}
        </Stack>
      </FieldGrid>
      <FormSwitch control={form.control} name="fTax" label="Godkänd för F-skatt" />
      <FormTextField control={form.control} name="street" label="Gatuadress" autoComplete="street-address" />
      <FieldGrid columns="140px 1fr">
        <FormTextField
          control={form.control}
          name="postalCode"
          label="Postnummer"
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <FormTextField control={form.control} name="city" label="Ort" autoComplete="address-level2" />
      </FieldGrid>
      <FieldGrid>
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
          min={0}
          max={365}
        />
      </FieldGrid>
      <Text as="h3" isStrong>
        Sena betalningar
      </Text>
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="reminderFee"
          label="Påminnelseavgift (kr)"
          inputMode="decimal"
          helperText="Högst 60 kr. Tas bara ut om den står i era villkor."
        />
        <FormTextField
          control={form.control}
          name="interestRate"
          label="Avtalad dröjsmålsränta (%)"
          inputMode="decimal"
          helperText="Tom: referensräntan + 8 procentenheter (räntelagen)."
        />
      </FieldGrid>
      <FormSwitch
        control={form.control}
        name="reminderFeeAgreed"
        label="Påminnelseavgiften är avtalad i våra villkor"
      />
      <FormSwitch
        control={form.control}
        name="chargeLatePaymentCompensation"
        label="Ta ut förseningsersättning 450 kr av företagskunder (ersätter påminnelseavgiften)"
      />
      <div>
        <Button type="submit" variant="primary" isBusy={form.formState.isSubmitting}>
          Spara företagsuppgifter
        </Button>
      </div>
    </FormStack>
  );
}

/** 'Företagsuppgifter': the seller's details on every invoice (docs/invoicing.md). */
export default function CompanyCard() {
  const { data, isError, error } = useCompany();
  return (
    <Card title="Företagsuppgifter" id="foretagsuppgifter">
      <Stack gap={2}>
        <Text tone="muted">Visas på dina fakturor och krävs för att de ska vara kompletta.</Text>
        {isError && <Alert severity="error">{error.message}</Alert>}
        {data ? <CompanyForm company={data} /> : !isError && <Skeleton height={320} />}
      </Stack>
    </Card>
  );
}
