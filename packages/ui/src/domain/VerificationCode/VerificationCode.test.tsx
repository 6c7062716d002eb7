import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../theme/global.css';
import { VerificationCode } from './VerificationCode';

const activeBox = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-box]')).findIndex((box) => box.hasAttribute('data-active'));

// Stories drive the field with simulated events; these press real keys through the browser (CDP),
// where the browser's own Tab selection and key handling apply.
describe('VerificationCode with real key presses', () => {
  it('Tab lands after the last digit, not on a select-all the next digit would replace', async () => {
    const screen = await render(
      <>
        <button type="button">Before</button>
        <VerificationCode defaultValue="12" clearOnComplete={false} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.keyboard('{Tab}');
    await expect.element(input).toHaveFocus();
    expect(activeBox(screen.container)).toBe(2);
    await userEvent.keyboard('3');
    await expect.element(input).toHaveValue('123');
  });

  it('refuses e, E, plus, minus and letters; Backspace on the empty box moves back', async () => {
    const onComplete = vi.fn();
    const screen = await render(<VerificationCode onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('1eE+-a 2');
    await expect.element(input).toHaveValue('12');
    await userEvent.keyboard('{Backspace}');
    await expect.element(input).toHaveValue('1');
    expect(activeBox(screen.container)).toBe(1);
    await userEvent.keyboard('23456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    await expect.element(input).toHaveValue('');
    await expect.element(input).toHaveFocus();
    expect(activeBox(screen.container)).toBe(0);
  });

  it('ArrowLeft from the empty box reaches the last digit, and the digit typed replaces it', async () => {
    const screen = await render(<VerificationCode clearOnComplete={false} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.keyboard('123{ArrowLeft}');
    expect(activeBox(screen.container)).toBe(2);
    await userEvent.keyboard('9');
    await expect.element(input).toHaveValue('129');
  });
});
