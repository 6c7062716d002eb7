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
  AlertDialog,
  Button,
  DescriptionList,
  Dialog,
  Form,
  FormErrorSummary,
  FormPhoneField,
  useSchemaForm,
} from '@cairn/ui';
import { useState } from 'react';
import { AccountCard } from './AccountCard';
import { accountTexts as t } from './copy';
import { SuccessDialog } from './SuccessDialog';
import { VerifyCodeDialog } from './VerifyCodeDialog';

const PHONE_FORM = 'account-mobile-number';

/**
 * The mobile number (doc 2 §2, §4, §5): the new number ('Mobile Number is required', 'Mobile Number
 * must be 10 characters at minimum', 'Please enter a valid phone number (10 digits, no country
 * code)'), confirm, the number set as an auth attribute (with +1), a code sent to it and verified,
 * success.
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

  return (
    <AccountCard
      title={t.mobileNumber}
      description={t.mobileNumberIntro}
      actions={
        <Button variant="secondary" size="sm" onPress={() => setStep('EDIT')}>
          {t.changeMobileNumber}
        </Button>
      }
    >
      <DescriptionList items={[{ term: t.mobileNumber, value: formatPhone(profile.user.phone_number) }]} />
      {step === 'EDIT' || step === 'SENDING' ? (
        <NumberDialog
          initial={number}
          isPending={step === 'SENDING'}
          onCancel={() => setStep('CLOSED')}
          onSubmit={(digits) => {
            setNumber(digits);
            send('SAVE');
          }}
        />
      ) : null}
      {step === 'CONFIRM' ? (
        <AlertDialog
          isOpen
          size="md"
          placement="top"
          title={t.confirmPhoneTitle}
          message={t.confirmPhoneBody(formatPhone(number))}
          confirmLabel={t.sendCode}
          cancelLabel={t.cancel}
          onConfirm={() => void change()}
          onCancel={() => send('CANCEL')}
        />
      ) : null}
      {step === 'VERIFY' ? (
        <VerifyCodeDialog
          phone={formatPhone(number)}
          sendOnOpen={false}
          onCancel={() => setStep('CLOSED')}
          onVerified={() => send('VERIFIED')}
        />
      ) : null}
      {step === 'SUCCESS' ? (
        <SuccessDialog
          title={t.phoneChangedTitle}
          body={t.phoneChangedBody(formatPhone(number))}
          onDone={() => {
            setNumber('');
            setStep('CLOSED');
          }}
        />
      ) : null}
    </AccountCard>
  );
}

function NumberDialog({
  initial,
  isPending,
  onCancel,
  onSubmit,
}: {
  initial: string;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (digits: string) => void;
}) {
  const form = useSchemaForm(mobileNumberSchema, {
    defaultValues: { phone_number: initial },
  });
  return (
    <Dialog
      isOpen
      // The mobile change is one flow of dialogs (number, confirm, code, Success): one width and
      // one top edge for all of them, so an error summary grows it downward only (issue 30).
      placement="top"
      onClose={onCancel}
      title={t.changeMobileNumber}
      cancelLabel={t.cancel}
      footer={
        <Button type="submit" form={PHONE_FORM} isPending={isPending}>
          {t.continue}
        </Button>
      }
    >
      <Form id={PHONE_FORM} form={form} onSubmit={(values) => onSubmit(values.phone_number)}>
        <FormErrorSummary />
        <FormPhoneField
          name="phone_number"
          label={t.newMobileNumber}
          description={t.newMobileNumberHint}
          // 10 digits after the fixed '+1': sized by its content, not the dialog (issue 30).
          size="sm"
          autoFocus
        />
      </Form>
    </Dialog>
  );
}
