import { type Application, toPersonalInformationPayload, useApplication } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  calendarDateOf,
  changedFields,
  EMPTY_DATE_OF_BIRTH,
  fromApiDateOfBirth,
  type PersonalInformationValues,
  personalInformationSchema,
  splitAddress,
} from '@cairn/domain';
import {
  AddressFields,
  FormDateOfBirthSelect,
  FormMaskedField,
  LoadState,
  PageHeader,
  Stack,
  useSchemaForm,
} from '@cairn/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { FlowForm } from '../../shared/forms/FlowForm';
import { FormSection } from '../../shared/forms/FormSection';
import { useSavedNumber } from '../../shared/forms/maskedStandIn';
import { useStepSave } from '../../shared/step';
import { personalInformationTexts as texts } from './copy';

type Schema = ReturnType<typeof personalInformationSchema>;

function PersonalForm({ application }: { application: Application }) {
  const step = useStepSave();
  const [today] = useState(() => calendarDateOf(new Date(), 'local'));
  const ssn = useSavedNumber(application.ssn);
  const form = useSchemaForm(personalInformationSchema(today), {
    mode: 'onSubmit',
    defaultValues: {
      dateOfBirth: application.date_of_birth
        ? fromApiDateOfBirth(application.date_of_birth)
        : EMPTY_DATE_OF_BIRTH,
      ...splitAddress(application.address),
      city: application.city ?? '',
      state: application.state ?? '',
      zip: application.postal_code ?? '',
      // A saved SSN is not in the browser: its stand-in passes validation and is never sent.
      ssn: ssn.initial,
    } satisfies PersonalInformationValues,
  });

  const submit = async (values: z.output<Schema>) => {
    const { ssn: typed, ...payload } = toPersonalInformationPayload(values);
    const saved = {
      date_of_birth: application.date_of_birth,
      address: application.address,
      city: application.city,
      state: application.state,
      postal_code: application.postal_code,
    };
    await step.save({ ...changedFields(saved, payload), ...(ssn.isTyped ? { ssn: typed } : {}) });
  };

  return (
    <FlowForm form={form} onSubmit={submit}>
      <FormSection legend={texts.aboutYou}>
        <FormDateOfBirthSelect name="dateOfBirth" label={texts.dateOfBirth} today={today} isRequired />
        <FormMaskedField
          name="ssn"
          kind="ssn"
          label={texts.ssn}
          description={texts.ssnHelp}
          size="md"
          {...ssn.field}
        />
      </FormSection>
      <FormSection legend={texts.homeAddress}>
        <AddressFields />
      </FormSection>
      <ContinueButton type="submit" isPending={step.isPending} />
    </FlowForm>
  );
}

/**
 * /onboarding/personal-information (doc 1 §2.6, §5): date of birth from year, month and day
 * selectors (18 or older) and SSN (typed ddd-dd-dddd, sent without dashes, shown masked to the
 * last 4 once saved) under 'About you', then the address, state (DC included, NY excluded) and zip
 * under 'Home address'. Saves what changed.
 */
export function PersonalInformationPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={application}>{(data) => <PersonalForm application={data} />}</LoadState>
    </Stack>
  );
}
