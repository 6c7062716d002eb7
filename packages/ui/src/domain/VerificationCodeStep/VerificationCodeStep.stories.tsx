import { codeSentChip, verificationOutcome } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type VerificationCodeStatus, VerificationCodeStep } from './VerificationCodeStep';

/** The step's default words, as a user reads them. */
const resendCodeTexts = { resend: 'Resend', resendLocked: (seconds: number) => `Resend in ${seconds}s` };

const meta = {
  title: 'Domain/VerificationCodeStep',
  component: VerificationCodeStep,
  args: {
    description: 'Enter the 6-digit code sent to (•••) •••-6789.',
    onComplete: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof VerificationCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const invalid = verificationOutcome('INVALID_CODE');
const invalidStatus: VerificationCodeStatus = {
  message: invalid.kind === 'failure' ? invalid.message : '',
  tone: 'danger',
  invalidCode: true,
};

export const CodeSent: Story = {
  args: { status: { message: codeSentChip('phone_number', true), tone: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent. Please check your phone');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const CodeNotMatching: Story = {
  args: { status: invalidStatus },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Code not matching');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const ResendLockout: Story = {
  args: { resendLockMs: 2_000 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    const resend = canvas.getByRole('button', { name: resendCodeTexts.resend });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    // Locked, with a countdown; the focus is back in the code, where the new one is typed.
    const locked = canvas.getByRole('button', { name: resendCodeTexts.resendLocked(2) });
    await expect(locked).toBeDisabled();
    await expect(input).toHaveFocus();
    await userEvent.click(locked, { pointerEventsCheck: 0 });
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: resendCodeTexts.resendLocked(1) })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: resendCodeTexts.resend })).toBeEnabled(), {
      timeout: 4_000,
    });
  },
};

export const ResendWithTheKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: resendCodeTexts.resend })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    // The button locks (it cannot keep focus): the focus goes to the code, never to the page.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12');
    await expect(input).toHaveValue('12');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: resendCodeTexts.resend })).toBeDisabled();
  },
};

/** A screen's loop: a wrong code turns the boxes red with its chip; resend or typing clears the red. */
function ScreenDemo(props: {
  onComplete?: ((code: string) => void) | undefined;
  onResend?: (() => void) | undefined;
}) {
  const [status, setStatus] = useState<VerificationCodeStatus | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [verifying, setVerifying] = useState(false);
  const show = (next: Omit<VerificationCodeStatus, 'id'>) => {
    setAttempt(attempt + 1);
    setStatus({ ...next, id: attempt });
  };
  return (
    <VerificationCodeStep
      description="The demo accepts 123456."
      resendLockMs={1_000}
      isReadOnly={verifying}
      status={status}
      onStatusHidden={() => setStatus(null)}
      onResend={() => {
        props.onResend?.();
        show({ message: codeSentChip('phone_number', true), tone: 'success' });
      }}
      onComplete={(code) => {
        props.onComplete?.(code);
        setVerifying(true);
        setTimeout(() => {
          setVerifying(false);
          const outcome = verificationOutcome(code === '123456' ? 'SUCCESS' : 'INVALID_CODE');
          if (outcome.kind === 'failure')
            show({ message: outcome.message, tone: 'danger', invalidCode: outcome.invalidCode });
          else show({ message: 'Verified', tone: 'success' });
        }, 50);
      }}
    />
  );
}

export const WrongThenResend: Story = {
  render: (args) => <ScreenDemo onComplete={args.onComplete} onResend={args.onResend} />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('111111');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Code not matching'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: resendCodeTexts.resend }));
    // A new code is on its way: the boxes are no longer red beside 'Code sent'.
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent. Please check your phone');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('[data-invalid]')).toBeNull();
    await expect(input).toHaveFocus();
  },
};

export const WrongThenRight: Story = {
  render: (args) => <ScreenDemo onComplete={args.onComplete} onResend={args.onResend} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('111111');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Code not matching'));
    await expect(input).toHaveFocus();
    // Typing again clears the red at the first digit.
    await userEvent.keyboard('1');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('[data-invalid]')).toBeNull();
    await userEvent.keyboard('23456');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123456');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Verified'));
  },
};

/** The page drops the status once its chip has faded. */
function FadingChipDemo() {
  const [status, setStatus] = useState<VerificationCodeStatus | null>(invalidStatus);
  return <VerificationCodeStep status={status} onStatusHidden={() => setStatus(null)} />;
}

export const RedOutlastsTheChip: Story = {
  render: () => <FadingChipDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Code not matching');
    // The chip fades after its animation; the boxes stay red until the user types or resends.
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 6_000 });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * 2FA's row: a question, then two ways to get a new code under one lock; a refusal the page words
 * itself (`isInvalid` with `errorMessage`) shows under the boxes.
 */
export const TwoWaysToResend: Story = {
  args: {
    prompt: 'Did not get a code?',
    onResendAs: fn(),
    resendLockMs: 2_000,
    isInvalid: true,
    errorMessage: 'Incorrect code, please try again.',
    messages: {
      resend: 'Resend code',
      resendLocked: (seconds) => `Resend code in ${seconds}s`,
      resendAs: 'Resend as email',
    },
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect code, please try again.');
    await expect(canvas.getByText('Did not get a code?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend as email' }));
    await expect(args.onResendAs).toHaveBeenCalledTimes(1);
    await expect(args.onResend).not.toHaveBeenCalled();
    // One lock for both links; the focus is back in the code.
    await expect(canvas.getByRole('button', { name: 'Resend as email' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Resend code in 2s' })).toBeDisabled();
    await expect(input).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend as email' })).toBeEnabled(), {
      timeout: 4_000,
    });
  },
};
