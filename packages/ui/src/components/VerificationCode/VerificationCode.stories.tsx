import { codeSentChip, verificationOutcome } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VerificationCode, type VerificationCodeStatus, verificationCodeTexts } from './VerificationCode';

const meta = {
  title: 'Domain/VerificationCode',
  component: VerificationCode,
  args: {
    label: 'Verification code',
    description: 'Enter the 6-digit code sent to (***) ***-6789.',
    onComplete: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof VerificationCode>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-box]'));
const shown = (root: HTMLElement) =>
  boxesOf(root)
    .map((box) => box.textContent ?? '')
    .join('');
const activeIndex = (root: HTMLElement) => boxesOf(root).findIndex((box) => box.hasAttribute('data-active'));

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // One control for assistive technology, whatever the six boxes look like.
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(boxesOf(canvasElement)).toHaveLength(6);
    await expect(boxesOf(canvasElement).every((box) => box.getAttribute('aria-hidden') === 'true')).toBe(
      true,
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(activeIndex(canvasElement)).toBe(0);
  },
};

export const Typing: Story = {
  args: { clearOnComplete: false },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('12');
    await expect(input).toHaveValue('12');
    await expect(shown(canvasElement)).toBe('12');
    await expect(activeIndex(canvasElement)).toBe(2);
    await userEvent.keyboard('3a');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
  },
};

export const BlockedKeys: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('1eE+-. 2');
    await expect(input).toHaveValue('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const AutoSubmitAndClear: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('12345');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // Submitted, then cleared for the next attempt.
    await expect(input).toHaveValue('');
    await expect(shown(canvasElement)).toBe('');
    await expect(activeIndex(canvasElement)).toBe(0);
  },
};

export const Paste: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(input).toHaveValue('');
  },
};

export const PasteFormatted: Story = {
  args: { clearOnComplete: false },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('9');
    // A whole code pasted anywhere replaces what is there.
    await userEvent.paste(' 12-34 56 ');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(shown(canvasElement)).toBe('123456');
    await userEvent.clear(input);
    await userEvent.paste('123-456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(2);
  },
};

export const PastePartial: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('12a');
    await expect(input).toHaveValue('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Backspace: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('123');
    await expect(activeIndex(canvasElement)).toBe(3);
    // The caret's box (the 4th) is empty: Backspace moves back a box, removing its digit.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await expect(activeIndex(canvasElement)).toBe(2);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('');
    await expect(activeIndex(canvasElement)).toBe(0);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('');
  },
};

export const ArrowKeys: Story = {
  args: { clearOnComplete: false },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('1234');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(activeIndex(canvasElement)).toBe(2);
    // The digit typed replaces the one in the chosen box and the next box is chosen.
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('1294');
    await expect(activeIndex(canvasElement)).toBe(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeIndex(canvasElement)).toBe(4);
    await userEvent.keyboard('{Home}');
    await expect(activeIndex(canvasElement)).toBe(0);
    await userEvent.keyboard('{End}56');
    await expect(args.onComplete).toHaveBeenCalledWith('129456');
    // Editing a digit of a complete code does not submit it again.
    await userEvent.keyboard('{ArrowLeft}7');
    await expect(input).toHaveValue('129457');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

const invalidCode = verificationOutcome('INVALID_CODE');
const invalidMessage = invalidCode.kind === 'failure' ? invalidCode.message : '';

export const Invalid: Story = {
  args: {
    isInvalid: true,
    status: { message: invalidMessage, tone: 'danger' },
    errorMessage: 'Check the code and enter it again.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Code not matching');
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
    await expect(canvas.getByText('Check the code and enter it again.')).toBeVisible();
  },
};

export const CodeSent: Story = {
  args: { status: { message: codeSentChip('phone_number', true), tone: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent. Please check your phone');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onResend: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '123456', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Resend' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ResendLockout: Story = {
  args: { onResend: fn(), resendLockMs: 2_000 },
  play: async ({ args, canvas }) => {
    const resend = canvas.getByRole('link', { name: verificationCodeTexts.resend });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    const locked = canvas.getByRole('link', { name: verificationCodeTexts.resendLocked(2) });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(locked, { pointerEventsCheck: 0 });
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(
      () =>
        expect(canvas.getByRole('link', { name: verificationCodeTexts.resend })).not.toHaveAttribute(
          'aria-disabled',
        ),
      { timeout: 4_000 },
    );
  },
};

/** The screen's loop: a wrong code turns the boxes red with the chip; typing again clears it. */
function VerificationDemo(props: { onComplete: (code: string) => void }) {
  const [status, setStatus] = useState<VerificationCodeStatus | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);
  return (
    <VerificationCode
      label="Verification code"
      description="The demo accepts 123456."
      isInvalid={isInvalid}
      status={status}
      onStatusHidden={() => setStatus(null)}
      onChange={(code) => {
        if (code !== '') setIsInvalid(false);
      }}
      onResend={() =>
        setStatus({ message: codeSentChip('phone_number', true), tone: 'success', id: attempt })
      }
      onComplete={(code) => {
        props.onComplete(code);
        const outcome = verificationOutcome(code === '123456' ? 'SUCCESS' : 'INVALID_CODE');
        setAttempt(attempt + 1);
        if (outcome.kind === 'failure') {
          setIsInvalid(outcome.invalidCode);
          setStatus({ message: outcome.message, tone: 'danger', id: attempt });
        } else {
          setStatus({ message: 'Verified', tone: 'success', id: attempt });
        }
      }}
    />
  );
}

export const WrongThenRight: Story = {
  render: (args) => <VerificationDemo onComplete={args.onComplete} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('111111');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Code not matching');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
    await userEvent.keyboard('1');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.paste('123456');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123456');
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
  },
};
