import { sendVerificationCode, type UserProfile, updateAuthAttribute, useMutation } from '@cairn/api-client';
import {
  type AccountChangeEvent,
  type AccountChangeStep,
  accountChange,
  formatPhone,
  mobileNumberSchema,
  toMobileNumberPayload,
} from '@cairn/domain';
import {
  Button,
  DescriptionList,
  Form,
  FormErrorSummary,
  FormPhoneField,
  StepDialog,
  Text,
  useSchemaForm,
} from '@cairn/ui';
import { useState } from 'react';
import { AccountCard } from './AccountCard';
import { accountTexts as t } from './copy';
import { PhoneInText } from './PhoneInText';
import { PhoneCode } from './VerifyCodeDialog';

const PHONE_FORM = 'account-mobile-number';

/** The flow's steps, in its header band. */
const STEPS = [t.newNumberStep, t.confirmPhoneTitle, t.verifyTitle] as const;

/**
 * The mobile number (doc 2 §2, §4, §5): the new number ('Mobile Number is required', 'Mobile Number
 * must be 10 characters at minimum', 'Please enter a valid phone number (10 digits, no country
 * code)'), confirm, the number set as an auth attribute (with +1), a code sent to it and verified,
 * success. One flow dialog for all of it (issue 30): the title 'Change Mobile Number', one width and
 * top edge, the step in the header band, Back at the footer's start (from the confirmation) and the
 * way forward at its end; × or Escape cancel.
 */
export function MobileNumberSection({ profile }: { profile: UserProfile }) {
  const [step, setStep] = useState<AccountChangeStep | 'CLOSED'>('CLOSED');
  const [number, setNumber] = useState('');
  const send = (event: AccountChangeEvent) =>
    setStep((current) => (current === 'CLOSED' ? current : accountChange('PHONE', current, event)));
  const setNumberAttribute = useMutation(updateAuthAttribute);
  const sendCode = useMutation(sendVerificationCode);
  const change = async () => {
    send('CONFIRM');
    const set = await setNumberAttribute.trigger(toMobileNumberPayload({ phone_number: number }));
    if (!set.ok) return send('SEND_FAILED');
    const sent = await sendCode.trigger({ attribute: 'phone_number' });
    send(sent.ok ? 'SENT' : 'SEND_FAILED');
  };
  const close = () => {
    if (step === 'SUCCESS') setNumber('');
    setStep('CLOSED');
  };

  return (
    <AccountCard
      title={t.mobileNumber}
      description={t.mobileNumberIntro}
      actions={
        <Button variant="secondary" onPress={() => setStep('EDIT')}>
          {t.changeMobileNumber}
        </Button>
      }
    >
      <DescriptionList items={[{ term: t.mobileNumber, value: formatPhone(profile.user.phone_number) }]} />
      {step === 'CLOSED' ? null : (
        <ChangeFlow
          step={step}
          number={number}
          onClose={close}
          onNumber={(digits) => {
            setNumber(digits);
            send('SAVE');
          }}
          onBack={() => send('CANCEL')}
          onConfirm={() => void change()}
          onVerified={() => send('VERIFIED')}
        />
      )}
    </AccountCard>
  );
}

function ChangeFlow({
  step,
  number,
  onClose,
  onNumber,
  onBack,
  onConfirm,
  onVerified,
}: {
  step: AccountChangeStep;
  number: string;
  onClose: () => void;
  onNumber: (digits: string) => void;
  onBack: () => void;
  onConfirm: () => void;
  onVerified: () => void;
}) {
  const frame = {
    isOpen: true,
    // One width for every step, the width of every flow dialog (issue 30: it was 414 px).
    size: 'md',
    // One height for every step (issue 30): `sm`, a flow of short steps (a field, a sentence, a code).
    height: 'sm',
    title: t.changeMobileNumber,
    steps: STEPS,
    messages: { back: t.back },
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  } as const;
  const phone = formatPhone(number);
  switch (step) {
    case 'EDIT':
      return (
        <StepDialog
          {...frame}
          currentStep={0}
          footer={
            <Button type="submit" form={PHONE_FORM}>
              {t.continue}
            </Button>
          }
        >
          <NumberForm initial={number} onSubmit={onNumber} />
        </StepDialog>
      );
    case 'CONFIRM':
    case 'SENDING':
      return (
        <StepDialog
          {...frame}
          currentStep={1}
          onBack={onBack}
          footer={
            <Button isPending={step === 'SENDING'} onPress={onConfirm}>
              {t.sendCode}
            </Button>
          }
        >
          <Text>
            <PhoneInText text={t.confirmPhoneBody(phone)} phone={phone} />
          </Text>
        </StepDialog>
      );
    case 'VERIFY':
      // The code moves the flow on by itself (checked as soon as it is complete): Verify stays at the
      // footer's end, disabled with that reason, so this footer reads like the others.
      return (
        <StepDialog
          {...frame}
          currentStep={2}
          footer={
            <Button isDisabled disabledReason={t.codeChecksItself}>
              {t.verify}
            </Button>
          }
        >
          <PhoneCode phone={phone} sendOnOpen={false} onVerified={onVerified} />
        </StepDialog>
      );
    case 'SUCCESS':
      // The outcome of the code step, in the same frame: the band stays at step 3 and names it.
      return (
        <StepDialog
          {...frame}
          currentStep={2}
          stepTitle={t.phoneChangedTitle}
          footer={<Button onPress={onClose}>{t.done}</Button>}
        >
          <Text>
            <PhoneInText text={t.phoneChangedBody(phone)} phone={phone} />
          </Text>
        </StepDialog>
      );
  }
}

function NumberForm({ initial, onSubmit }: { initial: string; onSubmit: (digits: string) => void }) {
  const form = useSchemaForm(mobileNumberSchema, {
    defaultValues: { phone_number: initial },
  });
  return (
    <Form id={PHONE_FORM} form={form} onSubmit={(values) => onSubmit(values.phone_number)}>
      <FormErrorSummary />
      <FormPhoneField
        name="phone_number"
        label={t.newMobileNumber}
        description={t.newMobileNumberHint}
        // The flows' one field-width rule: short fields on the 320 px column (issue 30).
        size="md"
        autoFocus
      />
    </Form>
  );
}
