import { twoFactorErrorMessage } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VerificationCode } from './VerificationCode';

const meta = {
  title: 'Domain/VerificationCode',
  component: VerificationCode,
  args: {
    description: 'Enter the 6-digit code sent to (•••) •••-6789.',
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
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(input).toHaveAccessibleDescription('Enter the 6-digit code sent to (•••) •••-6789.');
    await expect(boxesOf(canvasElement)).toHaveLength(6);
    await expect(boxesOf(canvasElement).every((box) => box.getAttribute('aria-hidden') === 'true')).toBe(
      true,
    );
    // A real <label>: clicking it focuses the one input.
    await userEvent.click(canvas.getByText('Verification code'));
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
    await expect(boxesOf(canvasElement)[1]).toHaveAttribute('data-filled');
    await expect(boxesOf(canvasElement)[2]).not.toHaveAttribute('data-filled');
    await userEvent.keyboard('3a');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
  },
};

export const BlockedKeys: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    // doc 1 §5: numeric only; e, E, plus and minus blocked (and every other character).
    await userEvent.keyboard('1eE+-. x2');
    await expect(input).toHaveValue('12');
    await expect(shown(canvasElement)).toBe('12');
    await expect(activeIndex(canvasElement)).toBe(2);
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
    // Submitted, then cleared for the next attempt, with the caret in the first box.
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(shown(canvasElement)).toBe('');
    await expect(input).toHaveFocus();
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
    // A whole code pasted anywhere replaces what is there, spaces and dashes dropped.
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
  args: { clearOnComplete: false },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('12a');
    await expect(input).toHaveValue('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
    // Part of a code pasted into the middle of a half-filled one goes where the caret is.
    await userEvent.keyboard('56{ArrowLeft}{ArrowLeft}');
    await expect(activeIndex(canvasElement)).toBe(2);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await userEvent.paste('3-4');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
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
    await expect(input).toHaveFocus();
  },
};

export const ArrowKeysAndClick: Story = {
  args: { clearOnComplete: false },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('1234');
    // From the empty box, ArrowLeft reaches the last digit (input-otp: no skipped box).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeIndex(canvasElement)).toBe(3);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(activeIndex(canvasElement)).toBe(2);
    // The digit typed replaces the one in the chosen box and the next box is chosen.
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('1294');
    await expect(activeIndex(canvasElement)).toBe(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeIndex(canvasElement)).toBe(4);
    await userEvent.keyboard('{Home}');
    await expect(activeIndex(canvasElement)).toBe(0);
    // A click picks the box under the pointer.
    const second = boxesOf(canvasElement)[1];
    if (second === undefined) throw new Error('no second box');
    await userEvent.pointer({ keys: '[MouseLeft]', target: input, coords: centreOf(second) });
    await expect(activeIndex(canvasElement)).toBe(1);
    await userEvent.keyboard('{End}56');
    await expect(args.onComplete).toHaveBeenCalledWith('129456');
    // Editing a digit of a complete code does not submit it again.
    await userEvent.keyboard('{ArrowLeft}7');
    await expect(input).toHaveValue('129457');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

function centreOf(element: HTMLElement): { clientX: number; clientY: number } {
  const rect = element.getBoundingClientRect();
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
}

export const FocusKeepsTheDigits: Story = {
  args: { defaultValue: '12', clearOnComplete: false },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    // Focus from outside (a script, a label) puts the caret after the last digit, never on a
    // select-all the next digit would replace. Real Tab presses are in VerificationCode.test.tsx.
    input.focus();
    await waitFor(() => expect(activeIndex(canvasElement)).toBe(2));
    await userEvent.keyboard('3');
    await expect(input).toHaveValue('123');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: twoFactorErrorMessage('INCORRECT_CODE') },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Code is not matching.');
    await expect(input).toHaveAccessibleDescription(
      'Enter the 6-digit code sent to (•••) •••-6789. Code is not matching.',
    );
    // The boxes are painted in the danger colour, not only marked.
    const box = boxesOf(canvasElement)[0];
    if (box === undefined) throw new Error('no box');
    await expect(getComputedStyle(box).borderTopWidth).toBe('2px');
  },
};

/** A page's loop: the code is verified (read-only meanwhile); a wrong one turns the boxes red. */
function VerifyingDemo({ onComplete }: { onComplete?: ((code: string) => void) | undefined }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  return (
    <VerificationCode
      description="The demo accepts 123456."
      value={code}
      onChange={(next) => {
        setCode(next);
        if (next !== '') setError(null);
      }}
      isReadOnly={verifying}
      isInvalid={error !== null}
      errorMessage={error}
      onComplete={(next) => {
        onComplete?.(next);
        setVerifying(true);
        setTimeout(() => {
          setVerifying(false);
          setError(next === '123456' ? null : twoFactorErrorMessage('INCORRECT_CODE'));
        }, 100);
      }}
    />
  );
}

export const WrongCodeKeepsFocus: Story = {
  render: (args) => <VerifyingDemo onComplete={args.onComplete} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('111111');
    await expect(args.onComplete).toHaveBeenCalledWith('111111');
    // Verifying: read-only, and still focused.
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Code is not matching.'));
    // The wrong code leaves the user where they were: focus in the field, caret in the first box.
    await expect(input).not.toHaveAttribute('readonly');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
    await expect(activeIndex(canvasElement)).toBe(0);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Invalid, then reset: the next digit typed clears the red and the message.
    await userEvent.keyboard('1');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('[data-invalid]')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('23456');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123456');
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A form binding: the value lives outside, as react-hook-form's Controller keeps it. */
function BoundDemo({ onComplete }: { onComplete?: ((code: string) => void) | undefined }) {
  const [code, setCode] = useState('98');
  return (
    <>
      <VerificationCode
        value={code}
        onChange={setCode}
        clearOnComplete={false}
        {...(onComplete === undefined ? {} : { onComplete })}
      />
      <output aria-label="Bound value">{code}</output>
      <button type="button" onClick={() => setCode('')}>
        Clear
      </button>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <BoundDemo onComplete={args.onComplete} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(shown(canvasElement)).toBe('98');
    input.focus();
    await userEvent.keyboard('7654');
    await expect(canvas.getByLabelText('Bound value')).toHaveTextContent('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(shown(canvasElement)).toBe('');
  },
};

/** A page that focuses the field itself, e.g. after a resend. */
function FocusFromOutsideDemo() {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  return (
    <>
      <VerificationCode inputRef={setInput} />
      <button type="button" onClick={() => input?.focus()}>
        Type a new code
      </button>
    </>
  );
}

export const InputRef: Story = {
  render: () => <FocusFromOutsideDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Type a new code' }));
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toBeDisabled();
    await expect(canvasElement.querySelector('[data-disabled]')).not.toBeNull();
    await userEvent.type(input, '123456', { pointerEventsCheck: 0 });
    await userEvent.paste('123456');
    await expect(input).toHaveValue('');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const CustomLabel: Story = {
  args: { messages: { label: 'Code from your authenticator' }, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Code from your authenticator' })).toBeVisible();
  },
};
