import {
  type Application,
  type InstitutionOptions,
  type SelectOption,
  updateApplication,
  useApplication,
  useInstitutionOptions,
} from '@cairn/api-client';
import {
  changedFields,
  type InstitutionInformationValues,
  institutionInformationSchema,
  splitAddress,
  toInstitutionInformationPayload,
  US_COUNTRY,
} from '@cairn/domain';
import { Button, MaskedField, Select, TextField, useToaster } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import { AddressFields } from '../forms/AddressFields';
import { fieldErrorProps } from '../forms/fieldProps';
import { maskedStandIn } from '../forms/maskedStandIn';
import * as layout from '../layout.css';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
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
  const { toast } = useToaster();
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

  const submit = form.handleSubmit(async (values) => {
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
    const ok =
      Object.keys(changes).length === 0 ||
      (await attempt(
        // The server takes the enumerations' values; the form holds them as the option lists give them.
        () => updateApplication(changes as Parameters<typeof updateApplication>[0]),
        (message) => toast({ tone: 'danger', message }),
      ));
    if (ok) next();
  });

  const text = (
    name: 'legalEntityName' | 'dbaName' | 'legalSignerPosition',
    label: string,
    autoComplete: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          autoComplete={autoComplete}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...fieldErrorProps(fieldState)}
        />
      )}
    />
  );
  const select = (
    name: 'legalStructure' | 'institutionType' | 'mainSourceOfWealth',
    label: string,
    list: readonly SelectOption[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={texts.choose}
          options={toSelect(list)}
          value={field.value || null}
          onChange={(key) => field.onChange(key === null ? '' : String(key))}
          onBlur={field.onBlur}
          {...fieldErrorProps(fieldState)}
        />
      )}
    />
  );

  return (
    <form className={layout.form} noValidate onSubmit={submit}>
      <div className={layout.row}>
        {text('legalEntityName', texts.legalEntityName, 'organization')}
        {text('dbaName', texts.dbaName, 'off')}
      </div>
      <div className={layout.row}>
        {select('legalStructure', texts.legalStructure, options.legal_structure)}
        {select('institutionType', texts.institutionType, options.institution_type)}
        {select('mainSourceOfWealth', texts.mainSourceOfWealth, options.source_of_wealth)}
      </div>
      {text('legalSignerPosition', texts.legalSignerPosition, 'organization-title')}
      <AddressFields control={form.control} />
      <Controller
        control={form.control}
        name="country"
        render={({ field, fieldState }) => (
          <TextField label={texts.country} value={field.value} isReadOnly {...fieldErrorProps(fieldState)} />
        )}
      />
      <Controller
        control={form.control}
        name="taxId"
        render={({ field, fieldState }) => (
          <MaskedField
            kind="taxId"
            label={texts.taxId}
            description={texts.taxIdHelp}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isSaved={!editingTaxId}
            onEdit={() => {
              setEditingTaxId(true);
              field.onChange('');
            }}
            {...fieldErrorProps(fieldState)}
          />
        )}
      />
      <div className={layout.actions}>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {common.continue}
        </Button>
      </div>
    </form>
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
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>
        {(data) => (
          <Loaded read={options}>{(lists) => <InstitutionForm application={data} options={lists} />}</Loaded>
        )}
      </Loaded>
    </>
  );
}
