import {
  type Application,
  type InstitutionOptions,
  type SelectOption,
  updateApplication,
  useApplication,
  useInstitutionOptions,
  useMutation,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  changedFields,
  type InstitutionInformationValues,
  institutionInformationSchema,
  splitAddress,
  toInstitutionInformationPayload,
  US_COUNTRY,
} from '@cairn/domain';
import {
  AddressFields,
  Button,
  Column,
  Columns,
  Form,
  FormErrorSummary,
  FormMaskedField,
  FormSelect,
  FormTextField,
  LoadState,
  PageHeader,
  Stack,
} from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStep } from '../features/step';
import { maskedStandIn } from '../forms/maskedStandIn';
import { common, institutionInformationTexts as texts } from '../texts';

type Schema = typeof institutionInformationSchema;

const toSelect = (options: readonly SelectOption[]) =>
  options.map((option) => ({ id: String(option.value), label: option.label }));

function InstitutionForm({
  application,
  options,
}: {
  application: Application;
  options: InstitutionOptions;
}) {
  const { next } = useStep();
  const save = useMutation(updateApplication, { onSuccess: () => next() });
  const savedTaxId = maskedStandIn(application.tax_id);
  const [editingTaxId, setEditingTaxId] = useState(savedTaxId === null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(institutionInformationSchema),
    defaultValues: {
      legalEntityName: application.legal_entity_name ?? '',
      dbaName: application.dba_name ?? '',
      legalStructure: application.legal_structure ?? '',
      institutionType: application.institution_type ?? '',
      mainSourceOfWealth: application.main_source_of_wealth ?? '',
      legalSignerPosition: application.legal_signer_position_at_institution ?? '',
      ...splitAddress(application.address),
      city: application.city ?? '',
      state: application.state ?? '',
      zip: application.postal_code ?? '',
      country: US_COUNTRY,
      // A saved tax id is not in the browser: its stand-in passes validation and is never sent.
      taxId: savedTaxId ?? '',
    } satisfies InstitutionInformationValues,
  });

  const submit = async (values: z.output<Schema>) => {
    const { tax_id, ...payload } = toInstitutionInformationPayload(values);
    const saved = {
      legal_entity_name: application.legal_entity_name,
      dba_name: application.dba_name,
      legal_structure: application.legal_structure,
      institution_type: application.institution_type,
      main_source_of_wealth: application.main_source_of_wealth,
      legal_signer_position_at_institution: application.legal_signer_position_at_institution,
      address: application.address,
      city: application.city,
      state: application.state,
      postal_code: application.postal_code,
    };
    const changes = { ...changedFields(saved, payload), ...(editingTaxId ? { tax_id } : {}) };
    // The server takes the enumerations' values; the form holds them as the option lists give them.
    if (Object.keys(changes).length === 0) next();
    else await save.trigger(changes as Parameters<typeof updateApplication>[0]);
  };

  return (
    <Form form={form} onSubmit={submit}>
      <Stack space="24">
        <FormErrorSummary />
        <Columns space="16">
          <Column width="1/2">
            <FormTextField name="legalEntityName" label={texts.legalEntityName} autoComplete="organization" />
          </Column>
          <Column width="1/2">
            <FormTextField name="dbaName" label={texts.dbaName} autoComplete="off" />
          </Column>
        </Columns>
        <FormSelect
          name="legalStructure"
          label={texts.legalStructure}
          placeholder={texts.choose}
          options={toSelect(options.legal_structure)}
        />
        <Columns space="16">
          <Column width="1/2">
            <FormSelect
              name="institutionType"
              label={texts.institutionType}
              placeholder={texts.choose}
              options={toSelect(options.institution_type)}
            />
          </Column>
          <Column width="1/2">
            <FormSelect
              name="mainSourceOfWealth"
              label={texts.mainSourceOfWealth}
              placeholder={texts.choose}
              options={toSelect(options.source_of_wealth)}
            />
          </Column>
        </Columns>
        <FormTextField
          name="legalSignerPosition"
          label={texts.legalSignerPosition}
          autoComplete="organization-title"
        />
        <AddressFields />
        <FormTextField name="country" label={texts.country} isReadOnly />
        <FormMaskedField
          name="taxId"
          kind="taxId"
          label={texts.taxId}
          description={texts.taxIdHelp}
          isSaved={!editingTaxId}
          onEdit={() => setEditingTaxId(true)}
        />
        <div>
          <Button type="submit" isPending={save.isPending}>
            {common.continue}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/**
 * /onboarding/institution-information (doc 1 §2.6, §5): legal entity and dba names, legal
 * structure, institution type, main source of wealth (the server's option lists), legal signer
 * position, address, country (US) and tax id (dd-ddddddd, sent without the dash, shown masked to
 * the last 4 once saved). Saves what changed.
 */
export function InstitutionInformationPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  const options = useInstitutionOptions();
  return (
    <Stack space="32">
      <PageHeader title={texts.title} description={texts.intro} />
      <LoadState read={application}>
        {(data) => (
          <LoadState read={options}>
            {(lists) => <InstitutionForm application={data} options={lists} />}
          </LoadState>
        )}
      </LoadState>
    </Stack>
  );
}
