import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const AGREEMENT_TOOLTIP =
  'You must scroll through the entire agreement and type your full legal name as provided to proceed.';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Check your spam and all-mail folders if the email has not arrived.',
    children: <Button variant="secondary">Didn't get the email?</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: "Didn't get the email?" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('spam');
    await expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  args: { delay: 0 },
  play: async ({ canvas, canvasElement }) => {
    // A real pointer moves over the page before it reaches the trigger (react-aria tracks modality).
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(canvas.getByRole('button', { name: "Didn't get the email?" }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('spam');
    await userEvent.unhover(canvas.getByRole('button', { name: "Didn't get the email?" }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** The advisory agreement's disabled Agree & Continue: the tooltip still reaches keyboard users. */
export const OnDisabledButton: Story = {
  args: {
    content: AGREEMENT_TOOLTIP,
    isTriggerDisabled: true,
    children: <Button isDisabled>Agree &amp; Continue</Button>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Agree & Continue' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    const wrapper = button.parentElement;
    await expect(wrapper).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent(AGREEMENT_TOOLTIP);
    await expect(wrapper).toHaveAttribute('aria-describedby', tip.id);
  },
};

export const OnDisabledButtonHover: Story = {
  args: {
    content: AGREEMENT_TOOLTIP,
    isTriggerDisabled: true,
    delay: 0,
    children: <Button isDisabled>Agree &amp; Continue</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Agree & Continue' });
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(button.parentElement as HTMLElement);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(AGREEMENT_TOOLTIP);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: "Didn't get the email?" })).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
