import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button, LinkButton } from './Button';
import { buttonSizes, buttonTones, buttonVariants } from './Button.css';

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());
const SAVE_REASON = 'Nothing has changed yet.';

const meta = {
  title: 'Primitives/Controls/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    tone: { control: 'select', options: buttonTones },
    size: { control: 'select', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/**
 * Every emphasis in every tone: `danger` marks destructive actions, whose label says what they
 * destroy. `link` has no inline padding: its text starts on the edge of the text around it.
 */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {buttonTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 8 }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonTones.length);
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'link neutral' })).paddingLeft).toBe(
      '0px',
    );
  },
};

export const DangerTone: Story = {
  args: { tone: 'danger', children: 'Remove Beneficiary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Beneficiary' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/**
 * The disabled look: the outlined variants keep their box and border at reduced contrast (muted
 * text, the quiet border); the primary keeps a tint of its own fill, so beside an enabled Cancel it
 * still marks the primary's place (issue 30), never a grey chip, with the same muted text as the
 * others: in dark a half fill with its dark text read as enabled.
 */
export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} />
      <Button {...args} variant="secondary">
        Reset
      </Button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    const reset = getComputedStyle(canvas.getByRole('button', { name: 'Reset' }));
    await expect(reset.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
    // The primary's fill is a tint of its colour (24 %), not the secondary's clear box, and its
    // text is the disabled text colour, as on the secondary, not the enabled fill's text.
    await expect(getComputedStyle(button).backgroundColor).toMatch(/^(color\(srgb|rgba\().*0\.24\)$/);
    await expect(getComputedStyle(button).color).toBe(reset.color);
    await expect(reset.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/**
 * Disabled with a reason: still reached by Tab (`aria-disabled`), the reason shows on focus and is
 * the button's description, and neither a press nor the form's submit goes through.
 */
export const DisabledWithReason: Story = {
  render: (args) => (
    <form onSubmit={onSubmit} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <input aria-label="Name" name="name" defaultValue="Ada" />
      <Button {...args} type="submit" isDisabled disabledReason={SAVE_REASON}>
        Save
      </Button>
    </form>
  ),
  play: async ({ args, canvas }) => {
    onSubmit.mockClear();
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAccessibleDescription(SAVE_REASON);
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(SAVE_REASON);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Enabled, the same button has no description and presses as usual. */
export const EnabledWithReason: Story = {
  args: { disabledReason: SAVE_REASON },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAccessibleDescription('');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A squeezed button keeps its label on one line (issue 30: 'Apply to My Portfolio' ran three). */
export const SqueezedLabel: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'flex-start', width: 240, gap: 8 }}>
      <p style={{ margin: 0 }}>A paragraph beside the button that would take all the room it is given.</p>
      <Button variant="secondary" size="sm">
        Apply to My Portfolio
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Apply to My Portfolio' });
    const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight);
    const padding = Number.parseFloat(getComputedStyle(button).paddingTop) * 2;
    // One line of text: never the two or three lines a wrapped label takes.
    await expect(button.getBoundingClientRect().height).toBeLessThan(lineHeight * 2 + padding + 2);
    await expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
  },
};

export const AsLink: Story = {
  render: () => <LinkButton href="#dashboard">Go to dashboard</LinkButton>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '#dashboard');
  },
};

export const AsLinkDisabledWithReason: Story = {
  render: () => (
    <LinkButton href="#marketplace" isDisabled disabledReason={SAVE_REASON}>
      Go to the marketplace
    </LinkButton>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to the marketplace' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(SAVE_REASON);
  },
};

/**
 * Review 11 ('Why do we need this?', 'Learn more'): a link button's text started 1 px inside the
 * text edge above it (its inline border). It starts on the edge.
 */
export const LinkOnTheTextEdge: Story = {
  render: () => (
    <div>
      <p style={{ margin: 0 }}>Upload a photo or scan of an identity document.</p>
      <Button variant="link">Why do we need this?</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Why do we need this?' });
    const text = document.createRange();
    text.selectNodeContents(button);
    const edge = canvas.getByText(/Upload a photo/).getBoundingClientRect().left;
    await expect(Math.abs(text.getBoundingClientRect().left - edge)).toBeLessThan(0.5);
  },
};
