import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COUNTRY_CODES, countryName } from '../../../shared/countries';
import {
  customerInputSchema,
  type Customer,
  type CustomerFormValues,
  type CustomerInput,
} from '../../../shared/customers';
import { messages } from '../../../shared/messages';
import { FormDialog } from '../../ui/mui/form-dialog';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { FormTextField } from '../../ui/mui/text-field';
import { useSaveCustomer } from './api/save-customer';

let choices: Array<{ code: string; name: string }> | undefined;

/** Sweden first, then every country by its Swedish name. */
function countryChoices() {
  choices ??= [
    { code: 'SE', name: countryName('SE') },
    ...COUNTRY_CODES.filter((code) => code !== 'SE')
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'sv')),
  ];
  return choices;
}

function defaultsFrom(customer: Customer | null): CustomerFormValues {
  return {
    customerNumber: customer?.customerNumber ?? '',
    name: customer?.name ?? '',
    orgNumber: customer?.orgNumber ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    contactPerson: customer?.contactPerson ?? '',
    street: customer?.street ?? '',
    postalCode: customer?.postalCode ?? '',
    city: customer?.city ?? '',
    country: customer?.country ?? 'SE',
    vatNumber: customer?.vatNumber ?? '',
    paymentTermsDays: customer?.paymentTermsDays ?? '',
    peppolId: customer?.peppolId ?? '',
    reference: customer?.reference ?? '',
    notes: customer?.notes ?? '',
  };
}

/** 'Ny kund' and edit: the organisation number (or a sole trader's personnummer) is checked as it is typed. */
export function CustomerDialog({
  customer,
  onClose,
  onSaved,
}: {
  customer: Customer | null;
  onClose(): void;
  onSaved(saved: Customer): void;
}) {
  const save = useSaveCustomer();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: defaultsFrom(customer),
    mode: 'onBlur',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      onSaved(await save.mutateAsync({ id: customer?.id, values }));
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : messages.unknownError);
    }
  });
  const isAbroad = (useWatch({ control: form.control, name: 'country' }) ?? 'SE') !== 'SE';
  return (
    <FormDialog
      title={customer ? `Redigera ${customer.name}` : 'Ny kund'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <FieldGrid>
        <FormTextField control={form.control} name="name" label="Namn" required autoComplete="organization" />
        <FormTextField
          control={form.control}
          name="customerNumber"
          label="Kundnummer"
          helperText="Lämna tomt så får kunden nästa nummer"
        />
        <FormTextField
          control={form.control}
          name="orgNumber"
          label="Organisationsnummer"
          helperText={isAbroad ? 'Som kunden skriver det' : 'Eller personnummer för enskild firma'}
        />
        <FormTextField control={form.control} name="contactPerson" label="Kontaktperson" />
        <FormTextField control={form.control} name="email" label="E-post" type="email" />
        <FormTextField control={form.control} name="phone" label="Telefon" type="tel" />
      </FieldGrid>
      {/* An address as it is written on an envelope: street, postal code and town, then the country. */}
      <FormTextField control={form.control} name="street" label="Adress" autoComplete="street-address" />
      <FieldGrid columns="140px 1fr">
        <FormTextField
          control={form.control}
          name="postalCode"
          label="Postnummer"
          inputMode={isAbroad ? 'text' : 'numeric'}
          autoComplete="postal-code"
        />
        <FormTextField control={form.control} name="city" label="Ort" autoComplete="address-level2" />
      </FieldGrid>
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="country"
          label="Land"
          options={countryChoices().map(({ code, name }) => ({ value: code, label: name }))}
          helperText={isAbroad ? 'Svenska kontroller gäller inte' : undefined}
        />
        <FormTextField
          control={form.control}
          name="vatNumber"
          label="Momsregistreringsnummer"
          helperText={isAbroad ? 'Krävs för omvänd betalningsskyldighet (EU-företag)' : 'SE + organisationsnumret + 01'}
        />
      </FieldGrid>
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="paymentTermsDays"
          label="Betalningsvillkor (dagar)"
          type="number"
          helperText="Tomt = företagets villkor"
          min={0}
          max={365}
        />
        <FormTextField
          control={form.control}
          name="reference"
          label="Er referens"
          helperText="Fylls i på kundens fakturor"
        />
      </FieldGrid>
      <FormTextField
        control={form.control}
        name="peppolId"
        label="Peppol-ID"
        helperText="För e-faktura, till exempel 0007:2120001207 (0007 + organisationsnumret)"
      />
      <FormTextField control={form.control} name="notes" label="Anteckningar" multiline minRows={2} />
    </FormDialog>
  );
}
