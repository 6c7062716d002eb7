import {
  type Application,
  type InstitutionOptions,
  type SelectOption,
  toInstitutionInformationPayload,
  useApplication,
  useInstitutionOptions,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  changedFields,
  type InstitutionInformationValues,
  institutionInformationSchema,
  splitAddress,
  US_COUNTRY,
} from '@cairn/domain';
import {
  AddressFields,
  FieldRow,
  FormMaskedField,
  FormSelect,
  FormTextField,
  LoadState,
  PageHeader,
  Stack,
  useSchemaForm,
} from '@cairn/ui';
import type { z } from 'zod';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { FlowForm } from '../../shared/forms/FlowForm';
import { FormSection } from '../../shared/forms/FormSection';
import { useSavedNumber } from '../../shared/forms/maskedStandIn';
import { type ApplicationChanges, useStepSave } from '../../shared/step';
import { institutionInformationTexts as texts } from './copy';

type Schema = typeof institutionInformationSchema;

/** The fields chosen from the server's option lists, and the list of each. */
const LISTED = {
  legalStructure: 'legal_structure',
  institutionType: 'institution_type',
  mainSourceOfWealth: 'source_of_wealth',
} as const satisfies Record<string, keyof InstitutionOptions>;

/** A field chosen from one of the server's option lists. */
function ListedSelect({ name, options }: { name: keyof typeof LISTED; options: InstitutionOptions }) {
  const list: readonly SelectOption[] = options[LISTED[name]];
  return (
    <FormSelect
      name={name}
      label={texts[name]}
      placeholder={texts.choose}
      options={list.map((option) => ({ id: String(option.value), label: option.label }))}
    />
  );
}

function InstitutionForm({
  application,
  options,
}: {
  application: Application;
  options: InstitutionOptions;
}) {
  const step = useStepSave();
  const taxId = useSavedNumber(application.tax_id);
  const form = useSchemaForm(institutionInformationSchema, {
    mode: 'onSubmit',
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
      taxId: taxId.initial,
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
    const changes = { ...changedFields(saved, payload), ...(taxId.isTyped ? { tax_id } : {}) };
    // The server takes the enumerations' values; the form holds them as the option lists give them.
    await step.save(changes as ApplicationChanges);
  };

  return (
    <FlowForm form={form} onSubmit={submit}>
      <FormSection legend={texts.aboutInstitution}>
        <FieldRow>
          <FormTextField name="legalEntityName" label={texts.legalEntityName} autoComplete="organization" />
          <FormTextField name="dbaName" label={texts.dbaName} autoComplete="off" />
        </FieldRow>
        <ListedSelect name="legalStructure" options={options} />
        <FieldRow>
          <ListedSelect name="institutionType" options={options} />
          <ListedSelect name="mainSourceOfWealth" options={options} />
        </FieldRow>
        <FieldRow>
          <FormTextField
            name="legalSignerPosition"
            label={texts.legalSignerPosition}
            autoComplete="organization-title"
          />
          <FormMaskedField
            name="taxId"
            kind="taxId"
            label={texts.taxId}
            description={texts.taxIdHelp}
            {...taxId.field}
          />
        </FieldRow>
      </FormSection>
      <FormSection legend={texts.registeredAddress}>
        <AddressFields />
        <FormTextField
          name="country"
          label={texts.country}
          isReadOnly
          autoComplete="country-name"
          size="sm"
        />
      </FormSection>
      <ContinueButton type="submit" isPending={step.isPending} />
    </FlowForm>
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
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
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
