import { type UserProfile, updateUserProfile, useMutation } from '@cairn/api-client';
import {
  type AccountChangeEvent,
  type AccountChangeStep,
  accountChange,
  canSave,
  changedFields,
  formatIsoDateLong,
  INSTITUTION_ADMIN_ROLE,
  type InstitutionProfileValues,
  institutionProfileSchema,
  MISSING_VALUE_DISPLAY,
  maskPhone,
  type RetailProfileValues,
  retailProfileSchema,
  US_COUNTRY,
} from '@cairn/domain';
import {
  AddressFields,
  AlertDialog,
  Button,
  DescriptionList,
  FieldRow,
  Form,
  FormErrorSummary,
  FormTextField,
  Heading,
  Inline,
  Stack,
  Text,
  useSchemaForm,
} from '@cairn/ui';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { AccountCard } from './AccountCard';
import { formColumn } from './account.css';
import { accountTexts as t } from './copy';
import { SuccessDialog } from './SuccessDialog';
import { VerifyCodeDialog } from './VerifyCodeDialog';

/** The Account page's words for the address parts both forms share. */
const addressTexts = { city: t.city, state: t.state, zip: t.zipCode };

function retailValuesOf(profile: UserProfile): RetailProfileValues {
  const kyc = profile.kyc_profile;
  return {
    address_line_one: kyc?.address_line_one ?? '',
    address_line_two: kyc?.address_line_two ?? '',
    city: kyc?.city ?? '',
    zip_code: kyc?.zip_code ?? '',
    state: kyc?.state ?? '',
    country: kyc?.country ?? US_COUNTRY,
  };
}

function institutionValuesOf(profile: UserProfile): InstitutionProfileValues {
  const institution = profile.institution;
  return {
    entity_name: institution?.entity_name ?? '',
    address1: institution?.address1 ?? '',
    address2: institution?.address2 ?? '',
    city: institution?.city ?? '',
    state_province: institution?.state_province ?? '',
    postal_code: institution?.postal_code ?? '',
    country: institution?.country ?? US_COUNTRY,
    first_name: profile.user.first_name,
    middle_name: profile.user.middle_name ?? '',
    last_name: profile.user.last_name,
  };
}

/** Whether the profile is an institution's (doc 2 §2: the institution form for INSTITUTION_ADMIN). */
export function isInstitution(profile: UserProfile): boolean {
  return profile.roles.includes(INSTITUTION_ADMIN_ROLE);
}

/**
 * Client information (doc 2 §2 "Account", §4 "Profile save", §5): the institution form or the
 * retail form, Save only when valid and changed, then confirm, the code to the mobile number, the
 * changed fields sent (PATCH /user/profile) and the success dialog.
 */
export function ProfileSection({ profile }: { profile: UserProfile }) {
  return isInstitution(profile) ? (
    <InstitutionProfile profile={profile} />
  ) : (
    <RetailProfile profile={profile} />
  );
}

/** An empty fact: the muted em dash (a blank value reads as "still loading"). */
const missingValue = (
  <Text as="span" tone="muted">
    {MISSING_VALUE_DISPLAY}
  </Text>
);

function RetailProfile({ profile }: { profile: UserProfile }) {
  const saved = retailValuesOf(profile);
  const form = useSchemaForm(retailProfileSchema, {
    defaultValues: saved,
  });
  const { user, kyc_profile: kyc } = profile;
  return (
    <AccountCard title={t.clientInformation} description={t.clientInformationIntro}>
      <DescriptionList
        items={[
          { term: t.firstName, value: user.first_name },
          { term: t.middleName, value: user.middle_name || missingValue },
          { term: t.lastName, value: user.last_name },
          {
            term: t.dateOfBirth,
            value: kyc?.date_of_birth ? formatIsoDateLong(kyc.date_of_birth) : missingValue,
          },
          { term: t.email, value: profile.cognito_user.email },
        ]}
      />
      <ProfileForm form={form} saved={saved} profile={profile}>
        <FormHeading>{t.addressHeading}</FormHeading>
        <AddressFields<RetailProfileValues>
          space="16"
          names={{ addressLine1: 'address_line_one', addressLine2: 'address_line_two', zip: 'zip_code' }}
          messages={{ ...addressTexts, addressLine1: t.fullAddress, addressLine2: t.addressLineTwo }}
        />
        <CountryField />
      </ProfileForm>
    </AccountCard>
  );
}

function InstitutionProfile({ profile }: { profile: UserProfile }) {
  const saved = institutionValuesOf(profile);
  const form = useSchemaForm(institutionProfileSchema, {
    defaultValues: saved,
  });
  return (
    <AccountCard title={t.institutionInformation} description={t.institutionInformationIntro}>
      <ProfileForm form={form} saved={saved} profile={profile}>
        <FormTextField name="entity_name" label={t.entityName} autoComplete="organization" />
        <FormHeading>{t.addressHeading}</FormHeading>
        <AddressFields<InstitutionProfileValues>
          space="16"
          names={{
            addressLine1: 'address1',
            addressLine2: 'address2',
            state: 'state_province',
            zip: 'postal_code',
          }}
          messages={{ ...addressTexts, addressLine1: t.address1, addressLine2: t.address2 }}
        />
        <CountryField />
        <FormHeading>{t.signerHeading}</FormHeading>
        {/* First and Last side by side (the name as read), the optional Middle under First: three
            in 560 px squeezed 'Signer Middle (optional)' into a 176 px field, and Last alone on a
            row read as a separate person (issue 30). */}
        <FieldRow>
          <FormTextField name="first_name" label={t.signerFirst} autoComplete="given-name" />
          <FormTextField name="last_name" label={t.signerLast} autoComplete="family-name" />
        </FieldRow>
        <FieldRow widths={['1/2']}>
          <FormTextField name="middle_name" label={t.signerMiddle} autoComplete="additional-name" />
        </FieldRow>
      </ProfileForm>
    </AccountCard>
  );
}

/** A group's name inside a profile form (the address, the signer): the card's title is the h2. */
function FormHeading({ children }: { children: ReactNode }) {
  return (
    <Heading level={3} size="md">
      {children}
    </Heading>
  );
}

/**
 * The country: part of the address and sent with it, but only the US is accepted (doc 2 §5), so it
 * is a read-only field among the address fields, not a fact row under them.
 */
function CountryField() {
  return <FormTextField name="country" label={t.country} isReadOnly size="sm" />;
}

function ProfileForm<V extends FieldValues>({
  form,
  saved,
  profile,
  children,
}: {
  form: UseFormReturn<V>;
  saved: V;
  profile: UserProfile;
  children: ReactNode;
}) {
  const [step, setStep] = useState<AccountChangeStep>('EDIT');
  const [changes, setChanges] = useState<Partial<V>>({});
  const send = (event: AccountChangeEvent) => setStep((current) => accountChange('PROFILE', current, event));
  const values = useWatch({ control: form.control }) as V;
  const changed = changedFields(saved, values);
  const savable = canSave(form.formState.isValid, changed);
  const save = useMutation(updateUserProfile, {
    onSuccess: () => {
      form.reset(form.getValues());
      send('SENT');
    },
  });
  const phone = maskPhone(profile.user.phone_number);

  return (
    <>
      <Form
        form={form}
        className={formColumn}
        onSubmit={(submitted) => {
          const next = changedFields(saved, submitted);
          if (Object.keys(next).length === 0) return;
          setChanges(next);
          send('SAVE');
        }}
      >
        {/* The form is the 560 px column: Save Changes ends on the fields' right edge, not the card's. */}
        <Stack space="16">
          <FormErrorSummary />
          {children}
          <Inline align="end">
            <Button
              type="submit"
              isDisabled={!savable}
              {...(savable ? {} : { disabledReason: t.saveDisabled })}
            >
              {t.save}
            </Button>
          </Inline>
        </Stack>
      </Form>
      {step === 'CONFIRM' ? (
        <AlertDialog
          isOpen
          title={t.confirmSaveTitle}
          message={t.confirmSaveBody(phone)}
          confirmLabel={t.sendCode}
          cancelLabel={t.cancel}
          onConfirm={() => send('CONFIRM')}
          onCancel={() => send('CANCEL')}
        />
      ) : null}
      {step === 'VERIFY' ? (
        <VerifyCodeDialog
          phone={phone}
          sendOnOpen
          onCancel={() => send('CANCEL')}
          onVerified={() => {
            send('VERIFIED');
            void save.trigger(changes).then((answer) => {
              if (!answer.ok) send('SEND_FAILED');
            });
          }}
        />
      ) : null}
      {step === 'SUCCESS' ? (
        <SuccessDialog title={t.savedTitle} body={t.savedBody} onDone={() => send('DONE')} />
      ) : null}
    </>
  );
}
