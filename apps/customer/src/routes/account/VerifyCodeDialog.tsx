import { ApiError, sendVerificationCode, useMutation, verifyAuthAttribute } from '@cairn/api-client';
import { accountVerificationMessages, accountVerificationResult } from '@cairn/domain';
import { Dialog, Stack, Text, type VerificationCodeStatus, VerificationCodeStep } from '@cairn/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { accountTexts } from './copy';
import { PhoneInText } from './PhoneInText';

export interface PhoneCodeProps {
  /** The number the code goes to, as shown (masked or formatted). */
  phone: string;
  /** Send a code when shown (the profile save and deactivation); the phone change has just asked for one. */
  sendOnOpen: boolean;
  /** The code was accepted. */
  onVerified: () => void;
}

/**
 * The verification modal's content (doc 2 §4, §8): a code to the mobile number, checked as soon as
 * six digits are in; 'Incorrect code provided' (the boxes turn red), 'Expired Code. Close modal and
 * try again.', 'Too many requests. Please try later.', 'Unknown error. Please try again.' (also
 * when the check itself fails), and 'New code sent!' after Resend.
 */
export function PhoneCode({ phone, sendOnOpen, onVerified }: PhoneCodeProps) {
  const [status, setStatus] = useState<VerificationCodeStatus | null>(null);
  const chips = useRef(0);
  const show = (message: string, tone: 'success' | 'danger', invalidCode = false) => {
    chips.current += 1;
    setStatus({ message, tone, id: chips.current, invalidCode });
  };
  const verify = useMutation(verifyAuthAttribute, {
    onSuccess: ({ result }) => {
      const outcome = accountVerificationResult(result);
      if (outcome.kind === 'success') onVerified();
      else show(outcome.message, 'danger', outcome.invalidCode);
    },
    // A failed check reads as the modal's unknown error; the policy keeps 401 (logout) and 418.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 418)) return false;
      show(accountVerificationMessages.UNKNOWN_ERROR, 'danger');
      return true;
    },
  });
  const send = useMutation(sendVerificationCode);
  const resend = useMutation(sendVerificationCode, {
    onSuccess: () => show(accountVerificationMessages.resent, 'success'),
  });
  const instructionId = useId();
  const sent = useRef(false);
  useEffect(() => {
    if (!sendOnOpen || sent.current) return;
    sent.current = true;
    void send.trigger({ attribute: 'phone_number' });
  }, [sendOnOpen, send]);

  return (
    <Stack space="16">
      <Text id={instructionId}>
        <PhoneInText text={accountTexts.verifyBody(phone)} phone={phone} />
      </Text>
      <VerificationCodeStep
        autoFocus
        aria-describedby={instructionId}
        isReadOnly={verify.isPending}
        onComplete={(code) => void verify.trigger({ attribute: 'phone_number', code })}
        onResend={() => void resend.trigger({ attribute: 'phone_number' })}
        status={status}
        onStatusHidden={() => setStatus(null)}
      />
    </Stack>
  );
}

export interface VerifyCodeDialogProps extends PhoneCodeProps {
  onCancel: () => void;
}

/** The verification modal of the Account page's save flows: {@link PhoneCode} in a dialog with Cancel. */
export function VerifyCodeDialog({ onCancel, ...code }: VerifyCodeDialogProps) {
  return (
    <Dialog
      isOpen
      // A step of a save flow: hung from the flows' top edge (issue 30).
      placement="top"
      isDismissable={false}
      onClose={onCancel}
      title={accountTexts.verifyTitle}
      cancelLabel={accountTexts.cancel}
    >
      <PhoneCode {...code} />
    </Dialog>
  );
}
