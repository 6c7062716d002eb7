import {
  ApiError,
  type Application,
  signUp,
  startSession,
  toContactDetailsPayload,
  toSignupPayload,
  updateApplication,
  useApplication,
  useMutation,
} from '@cairn/api-client';
import { useGo, usePageTitle } from '@cairn/app-shell';
import {
  changedFields,
  fromApiPhone,
  ONBOARDING_PAGES,
  routePath,
  type SignupValues,
  signupSchema,
  type UserType,
  verificationOutcome,
} from '@cairn/domain';
import {
  Button,
  Card,
  FieldRow,
  FormCheckbox,
  FormPasswordField,
  FormPhoneField,
  FormTextField,
  Inline,
  Link,
  LoadState,
  PageHeader,
  Stack,
  Text,
  useSchemaForm,
  useToaster,
} from '@cairn/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { StepActions } from '../../shared/forms/ContinueButton';
import { FlowForm } from '../../shared/forms/FlowForm';
import { PasswordChecklist } from '../../shared/forms/PasswordChecklist';
import { useFlow } from '../../shared/session/guard';
import { LegalDialogButton } from '../../shared/shell/LegalLinks';
import { PageSkeleton } from '../../shared/shell/skeletons';
import { signupTexts as texts } from './copy';

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

/** The identity refusals doc 1 §8 words itself (INCORRECT_PASSWORD, USER_DISABLED), else `null`. */
function identityRefusal(error: unknown): string | null {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  if (code !== 'INCORRECT_PASSWORD' && code !== 'USER_DISABLED') return null;
  const outcome = verificationOutcome(code);
  return outcome.kind === 'failure' ? outcome.message : null;
}

function SignupForm({ userType, application }: { userType: UserType; application: Application | null }) {
  const go = useGo();
  const { toast } = useToaster();
  const [password, setPassword] = useState('');
  const toPhoneNotice = () => go(ONBOARDING_PAGES.phoneNotice);
  const onError = (error: unknown) => {
    // A toast, like the generic failure: the form's top is out of view when its button is pressed.
    const message = identityRefusal(error);
    if (message !== null) toast({ tone: 'danger', message });
    return message !== null;
  };
  const create = useMutation(signUp, {
    onError,
    onSuccess: ({ access_token }) => {
      startSession(access_token);
      toPhoneNotice();
    },
  });
  const update = useMutation(updateApplication, { onError, onSuccess: toPhoneNotice });
  const passwordLocked = application !== null;
  const form = useSchemaForm(signupSchema(userType, { passwordLocked }), {
    defaultValues: application ? fromApplication(application) : EMPTY,
  });

  const submit = async (values: z.output<Schema>) => {
    if (application === null) {
      await create.trigger(toSignupPayload(values, userType));
      return;
    }
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
    if (Object.keys(changed).length === 0) toPhoneNotice();
    else await update.trigger(changed);
  };

  return (
    <FlowForm form={form} onSubmit={submit}>
      <FieldRow>
        <FormTextField name="firstName" label={texts.firstName} autoComplete="given-name" />
        <FormTextField name="middleName" label={texts.middleName} autoComplete="additional-name" />
        <FormTextField name="lastName" label={texts.lastName} autoComplete="family-name" />
      </FieldRow>
      {userType === 'INSTITUTION' ? (
        <FormTextField
          name="legalEntityName"
          label={texts.legalEntityName}
          description={texts.legalEntityHelp}
          autoComplete="organization"
        />
      ) : null}
      <FormTextField name="email" label={texts.email} type="email" autoComplete="email" />
      <FormPhoneField
        name="phoneNumber"
        label={texts.phone}
        description={texts.phoneHelp}
        autoComplete="tel-national"
      />
      <FormPasswordField
        name="password"
        label={texts.password}
        autoComplete="new-password"
        isDisabled={passwordLocked}
        onChange={setPassword}
        {...(passwordLocked ? {} : { description: <PasswordChecklist password={password} /> })}
      />
      <FormPasswordField
        name="confirmPassword"
        label={texts.confirmPassword}
        autoComplete="new-password"
        isDisabled={passwordLocked}
      />
      {passwordLocked ? (
        <Text size="sm" tone="muted">
          {texts.passwordLocked} <Link href={routePath('forgot-password')}>{texts.changePassword}</Link>
        </Text>
      ) : null}
      <Card padding="16" space="12">
        <FormCheckbox name="acceptedTos">{texts.acceptTerms}</FormCheckbox>
        <Text size="sm" tone="muted">
          {texts.termsHelp}
        </Text>
        <Inline space="4">
          <LegalDialogButton which="terms" label={texts.viewTerms} />
          <LegalDialogButton which="privacy" label={texts.viewPrivacy} />
        </Inline>
      </Card>
      <StepActions>
        <Button type="submit" isPending={create.isPending || update.isPending}>
          {texts.submit}
        </Button>
      </StepActions>
    </FlowForm>
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
  const title = flow.signedIn ? texts.updateTitle : texts.title;
  usePageTitle(title);
  return (
    <Stack space="32">
      <PageHeader size="lg" title={title} description={texts.intro} />
      {flow.signedIn ? (
        <LoadState read={application} loading={<PageSkeleton fields={6} withHeader={false} />}>
          {(data) => <SignupForm userType={data.account_type} application={data} />}
        </LoadState>
      ) : (
        <SignupForm userType={flow.userType ?? 'INDIVIDUAL'} application={null} />
      )}
    </Stack>
  );
}
