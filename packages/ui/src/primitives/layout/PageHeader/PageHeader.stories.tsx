import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, LinkButton } from '../../controls/Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Primitives/Layout/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: {
    title: 'Models',
    description: 'Portfolios built and rebalanced by the Cairn investment team.',
    primaryAction: <LinkButton href="/admin/model-creation">Create model</LinkButton>,
    secondaryActions: <Button variant="secondary">Export CSV</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndActions: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Models' });
    const primary = canvas.getByRole('link', { name: 'Create model' });
    const secondary = canvas.getByRole('button', { name: 'Export CSV' });
    // The primary action is the last thing on the right.
    await expect(primary.getBoundingClientRect().left).toBeGreaterThan(
      secondary.getBoundingClientRect().left,
    );
    await expect(primary.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    await expect(getComputedStyle(title).fontSize).toBe('24px');
  },
};

/**
 * Actions taller than the title (a labelled picker, a large button): the title stays at the top of
 * the header, so every page's `h1` starts at the same height whatever its actions are.
 */
export const TallActions: Story = {
  args: {
    description: undefined,
    secondaryActions: undefined,
    primaryAction: (
      <div style={{ display: 'grid', gap: 4 }}>
        <span>Tax Year</span>
        <Button variant="secondary">2026</Button>
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Models' });
    const header = canvasElement.querySelector('[data-size]');
    if (!(header instanceof HTMLElement)) throw new Error('the header is drawn');
    await expect(header.getBoundingClientRect().height).toBeGreaterThan(
      title.getBoundingClientRect().height + 16,
    );
    await expect(
      Math.abs(title.getBoundingClientRect().top - header.getBoundingClientRect().top),
    ).toBeLessThan(1);
  },
};

/** Public and onboarding pages: a larger title, a back link above it. */
export const WithBackLink: Story = {
  args: {
    title: 'Personal information',
    description: 'We need this to open your account, as US law requires.',
    size: 'lg',
    primaryAction: undefined,
    secondaryActions: undefined,
    back: { label: 'Back', onPress: fn() },
  },
  play: async ({ args, canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back' });
    await userEvent.click(back);
    await expect(args.back?.onPress).toHaveBeenCalledOnce();
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontSize).toBe('32px');
  },
};

/** The heading can take focus after a navigation, without a ring. */
export const FocusableHeading: Story = {
  args: { headingRef: { current: null } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};
