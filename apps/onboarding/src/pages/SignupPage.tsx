import { type Application, signUp, startSession, updateApplication, useApplication } from '@cairn/api-client';
import {
  changedFields,
  fromApiPhone,
  ONBOARDING_PAGES,
  type SignupValues,
  signupSchema,
  toContactDetailsPayload,
  toSignupPayload,
  type UserType,
} from '@cairn/domain';
import { Button, Checkbox, Link, PasswordField, PhoneField, TextField, useToaster } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import { fieldErrorProps } from '../forms/fieldProps';
import { PasswordChecklist } from '../forms/PasswordChecklist';
import * as layout from '../layout.css';
import { useFlow } from '../session/guard';
import { LegalDialogButton } from '../shell/LegalDialog';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { signupTexts as texts } from '../texts';

type Schema = ReturnType<typeof signupSchema>;

const EMPTY: SignupValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  legalEntityName: '',
  password: '',
  confirmPassword: '',
  acceptedTos: false,
};

function fromApplication(application: Application): SignupValues {
  return {
    ...EMPTY,
    firstName: application.first_name,
    middleName: application.middle_name ?? '',
    lastName: application.last_name,
    email: application.email,
    phoneNumber: fromApiPhone(application.phone_number),
    legalEntityName: application.legal_entity_name ?? '',
    acceptedTos: application.accepted_tos,
  };
}

function SignupForm({ userType, application }: { userType: UserType; application: Application | null }) {
  const { toast } = useToaster();
  const { go } = useStep();
  const passwordLocked = application !== null;
  const schema = signupSchema(userType, { passwordLocked });
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: application ? fromApplication(application) : EMPTY,
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const showError = (message: string) => toast({ tone: 'danger', message });

  const submit = form.handleSubmit(async (values) => {
    if (application === null) {
      let token: string | null = null;
      const created = await attempt(async () => {
        token = (await signUp(toSignupPayload(values, userType))).access_token;
      }, showError);
      if (!created || token === null) return;
      startSession(token);
    } else {
      // An existing profile is updated instead of created (doc 1 §2.6, §4): only what changed.
      const saved = {
        first_name: application.first_name,
        middle_name: application.middle_name ?? '',
        last_name: application.last_name,
        email: application.email,
        phone_number: application.phone_number,
        ...(userType === 'INSTITUTION' ? { legal_entity_name: application.legal_entity_name ?? '' } : {}),
      };
      const changed = changedFields(saved, { ...toContactDetailsPayload(values, userType) });
      if (Object.keys(changed).length > 0 && !(await attempt(() => updateApplication(changed), showError)))
        return;
    }
    go(ONBOARDING_PAGES.phoneNotice);
  });

  const text = (
    name: 'firstName' | 'middleName' | 'lastName' | 'email' | 'legalEntityName',
    label: string,
    autoComplete: string,
    type: 'text' | 'email' = 'text',
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
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

  const passwordField = (name: 'password' | 'confirmPassword', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          label={label}
          autoComplete="new-password"
          value={passwordLocked ? '' : (field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isDisabled={passwordLocked}
          {...(name === 'password' && !passwordLocked
            ? { description: <PasswordChecklist password={password} /> }
            : {})}
          {...fieldErrorProps(fieldState)}
        />
      )}
    />
  );

  return (
    <form className={layout.form} noValidate onSubmit={submit}>
      <div className={layout.row}>
        {text('firstName', texts.firstName, 'given-name')}
        {text('middleName', texts.middleName, 'additional-name')}
        {text('lastName', texts.lastName, 'family-name')}
      </div>
      {text('email', texts.email, 'email', 'email')}
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <PhoneField
            label={texts.phone}
            autoComplete="tel-national"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldErrorProps(fieldState)}
          />
        )}
      />
      {userType === 'INSTITUTION' ? text('legalEntityName', texts.legalEntityName, 'organization') : null}
      <div className={layout.row}>
        {passwordField('password', texts.password)}
        {passwordField('confirmPassword', texts.confirmPassword)}
      </div>
      {passwordLocked ? (
        <p className={layout.muted}>
          {texts.passwordLocked} <Link href="/forgot-password">{texts.changePassword}</Link>
        </p>
      ) : null}
      <Controller
        control={form.control}
        name="acceptedTos"
        render={({ field, fieldState }) => (
          <Checkbox
            isSelected={field.value === true}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldErrorProps(fieldState)}
          >
            {texts.acceptTerms}
          </Checkbox>
        )}
      />
      <div className={layout.headerActions}>
        <LegalDialogButton which="terms" label={texts.viewTerms} />
        <LegalDialogButton which="privacy" label={texts.viewPrivacy} />
      </div>
      <div className={layout.actions}>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * /onboarding/signup (doc 1 §2.6, §5): names, email, mobile number (+1), legal entity name for
 * institutions, password and confirmation, the terms. Creates the profile and stores its token, or,
 * when a profile exists, updates it with its password fields locked (Change Password goes to
 * /forgot-password). Then phone-notice.
 */
export function SignupPage() {
  const flow = useFlow();
  const application = useApplication(flow.signedIn ? {} : null);
  usePageTitle(flow.signedIn ? texts.updateTitle : texts.title);
  const userType = flow.userType ?? 'INDIVIDUAL';
  const heading = <PageHeading title={flow.signedIn ? texts.updateTitle : texts.title} intro={texts.intro} />;
  if (!flow.signedIn) {
    return (
      <>
        {heading}
        <SignupForm userType={userType} application={null} />
      </>
    );
  }
  return (
    <>
      {heading}
      <Loaded read={application}>
        {(data) => <SignupForm userType={data.account_type} application={data} />}
      </Loaded>
    </>
  );
}
