import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { Stepper } from './Stepper';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const ONBOARDING_STEPS = ['Profile', 'Account', 'Portfolio', 'Confirm'];

const meta = {
  title: 'Primitives/Navigation/Stepper',
  component: Stepper,
  args: { steps: ONBOARDING_STEPS, currentStep: 'Portfolio' },
  argTypes: { currentStep: { control: 'select', options: ONBOARDING_STEPS } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portfolio: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Onboarding progress' });
    const items = canvas.getAllByRole('listitem');
    await expect(nav).toContainElement(items[0] ?? null);
    await expect(items.map((item) => item.textContent?.replace(/^\d|, completed$/g, ''))).toEqual([
      ...ONBOARDING_STEPS,
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'complete');
    await expect(items[0]).toHaveTextContent('Profile, completed');
    await expect(items[3]).toHaveAttribute('data-state', 'upcoming');
    await expect(
      canvas.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

export const FirstStep: Story = {
  args: { currentStep: 'Profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const LastStep: Story = {
  args: { currentStep: 'Confirm' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.dataset.state === 'complete')).toHaveLength(3);
  },
};

/** The completion page: the flow is done, every step is complete and none is current. */
export const FlowComplete: Story = {
  args: { currentStep: 'Confirm', isComplete: true, subStep: { index: 1, count: 1 } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.filter((item) => item.dataset.state === 'complete')).toHaveLength(4);
    await expect(items[3]).toHaveTextContent('Confirm, completed');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(0);
    await expect(canvas.getByRole('navigation')).not.toHaveTextContent('Step 1 of 1');
  },
};

/** The line under the steps says where the user is inside the current step. */
export const WithSubStep: Story = {
  args: { currentStep: 'Account', subStep: { index: 3, count: 8 } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Onboarding progress' });
    await expect(nav).toHaveTextContent('Step 3 of 8 in Account');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** Every step has the same width: no label moves from one step to the next. */
export const LabelsNeverMove: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {ONBOARDING_STEPS.map((step) => (
        <Stepper key={step} steps={ONBOARDING_STEPS} currentStep={step} aria-label={`Progress at ${step}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const lefts = ONBOARDING_STEPS.map((step) =>
      within(canvas.getByRole('navigation', { name: `Progress at ${step}` }))
        .getAllByRole('listitem')
        .map((item) => Math.round(item.getBoundingClientRect().left)),
    );
    for (const row of lefts.slice(1)) await expect(row).toEqual(lefts[0]);
    const widths = canvas
      .getAllByRole('navigation')
      .map((nav) => Math.round(nav.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

/** Forced colours (issue 31): the current, a completed and an upcoming step's markers are all drawn apart. */
export const ForcedColors: Story = {
  play: async ({ canvas }) => {
    const markers = canvas.getAllByRole('listitem').map((item) => item.querySelector('[aria-hidden="true"]'));
    const [complete, , current, upcoming] = markers;
    if (!complete || !current || !upcoming) throw new Error('no marker');
    await expectDrawnApartInForcedColors(current, upcoming);
    await expectDrawnApartInForcedColors(current, complete);
    await expectDrawnApartInForcedColors(complete, upcoming);
  },
};
