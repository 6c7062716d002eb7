import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Link } from '../../navigation/Link/Link';
import { Tooltip } from './Tooltip';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const advisoryAgreementMessages = {
  disabledTooltip:
    'You must scroll through the entire agreement and type your full legal name as provided to proceed.',
  submit: 'Agree & Continue',
};
const KYC_PENDING_TOOLTIP =
  'Your identity verification (KYC) is in progress and can take up to 5 business days. Until it is approved, functions are limited.';
const taxCenterTexts = {
  reportNotAvailable: 'Report for the current year is not yet available.',
};

const onPress = fn();

const meta = {
  title: 'Primitives/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Check your spam and all-mail folders if the email has not arrived.',
    children: <Button variant="secondary">Didn't get the email?</Button>,
  },
  beforeEach: () => {
    onPress.mockClear();
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

/**
 * The advisory agreement's disabled Agree & Continue, wrapped in a Tooltip: the button itself stays
 * focusable (`aria-disabled`), so Tab reaches it, the tooltip shows, and pressing does nothing.
 */
export const OnDisabledButton: Story = {
  args: {
    content: advisoryAgreementMessages.disabledTooltip,
    children: (
      <Button isDisabled onPress={onPress}>
        {advisoryAgreementMessages.submit}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: advisoryAgreementMessages.submit });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(advisoryAgreementMessages.disabledTooltip);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      advisoryAgreementMessages.disabledTooltip,
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(onPress).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnDisabledButtonHover: Story = {
  args: { ...OnDisabledButton.args, delay: 0 },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: advisoryAgreementMessages.submit });
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      advisoryAgreementMessages.disabledTooltip,
    );
    await userEvent.click(button);
    await expect(onPress).not.toHaveBeenCalled();
  },
};

/** The tax report's Download for the current year, through `disabledReason` (doc 2 §2 Tax Center). */
export const DisabledReasonProp: Story = {
  render: () => (
    <Button
      variant="secondary"
      isDisabled
      disabledReason={taxCenterTexts.reportNotAvailable}
      onPress={onPress}
    >
      Download
    </Button>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button).toHaveAccessibleDescription(taxCenterTexts.reportNotAvailable);
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(taxCenterTexts.reportNotAvailable);
    await userEvent.click(button);
    await expect(onPress).not.toHaveBeenCalled();
  },
};

/** A navigation item disabled until KYC approval (doc 2 §2 Side navigation): a link that goes nowhere. */
export const OnDisabledLink: Story = {
  render: () => (
    <Link href="/portfolio" variant="standalone" isDisabled disabledReason={KYC_PENDING_TOOLTIP}>
      My Portfolio
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'My Portfolio' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    await expect(link).toHaveAccessibleDescription(KYC_PENDING_TOOLTIP);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(KYC_PENDING_TOOLTIP);
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
