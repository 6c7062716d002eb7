import { type Application, updateApplication, useApplication } from '@cairn/api-client';
import {
  calendarDateOf,
  changedFields,
  EMPTY_DATE_OF_BIRTH,
  fromApiDateOfBirth,
  type PersonalInformationValues,
  personalInformationSchema,
  splitAddress,
  toPersonalInformationPayload,
} from '@cairn/domain';
import { Button, DateOfBirthSelect, MaskedField, useToaster } from '@cairn/ui';
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
import { common, personalInformationTexts as texts } from '../texts';

type Schema = ReturnType<typeof personalInformationSchema>;

function PersonalForm({ application }: { application: Application }) {
  const { next } = useStep();
  const { toast } = useToaster();
  const [today] = useState(() => calendarDateOf(new Date(), 'local'));
  const savedSsn = maskedStandIn(application.ssn);
  const [editingSsn, setEditingSsn] = useState(savedSsn === null);
  const address = splitAddress(application.address);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(personalInformationSchema(today)),
    defaultValues: {
      dateOfBirth: application.date_of_birth
        ? fromApiDateOfBirth(application.date_of_birth)
        : EMPTY_DATE_OF_BIRTH,
      ...address,
      city: application.city ?? '',
      state: application.state ?? '',
      zip: application.postal_code ?? '',
      // A saved SSN is not in the browser: its stand-in passes validation and is never sent.
      ssn: savedSsn ?? '',
    } satisfies PersonalInformationValues,
  });

  const submit = form.handleSubmit(async (values) => {
    const { ssn, ...payload } = toPersonalInformationPayload(values);
    const saved = {
      date_of_birth: application.date_of_birth,
      address: application.address,
      city: application.city,
      state: application.state,
      postal_code: application.postal_code,
    };
    const changes = { ...changedFields(saved, payload), ...(editingSsn ? { ssn } : {}) };
    const ok =
      Object.keys(changes).length === 0 ||
      (await attempt(
        () => updateApplication(changes),
        (message) => toast({ tone: 'danger', message }),
      ));
    if (ok) next();
  });

  return (
    <form className={layout.form} noValidate onSubmit={submit}>
      <Controller
        control={form.control}
        name="dateOfBirth"
        render={({ field, fieldState }) => (
          <DateOfBirthSelect
            label={texts.dateOfBirth}
            today={today}
            value={field.value}
            onChange={field.onChange}
            isRequired
            isInvalid={fieldState.invalid}
            {...(fieldState.error?.message === undefined ? {} : { errorMessage: fieldState.error.message })}
          />
        )}
      />
      <AddressFields control={form.control} />
      <Controller
        control={form.control}
        name="ssn"
        render={({ field, fieldState }) => (
          <MaskedField
            kind="ssn"
            label={texts.ssn}
            description={texts.ssnHelp}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isSaved={!editingSsn}
            onEdit={() => {
              setEditingSsn(true);
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
 * /onboarding/personal-information (doc 1 §2.6, §5): date of birth from year, month and day
 * selectors (18 or older), address, state (DC included, NY excluded), zip and SSN (typed
 * ddd-dd-dddd, sent without dashes, shown masked to the last 4 once saved). Saves what changed.
 */
export function PersonalInformationPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>{(data) => <PersonalForm application={data} />}</Loaded>
    </>
  );
}
