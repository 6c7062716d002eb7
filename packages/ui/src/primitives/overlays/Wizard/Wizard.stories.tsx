import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { Wizard } from './Wizard';

const steps = [
  { title: 'Market', content: 'Market models track the broad crypto market by capitalisation.' },
  {
    title: 'Smart Beta',
    content: 'Smart Beta models tilt the market towards chosen factors.',
    // A step's secondary action: in the footer's start group, after the count.
    action: <Button variant="ghost">Apply to My Portfolio</Button>,
  },
  { title: 'Alpha', content: 'Alpha models are actively managed.' },
  { title: 'Choose', content: 'Pick the style that matches your questionnaire.' },
];

const meta = {
  title: 'Primitives/Overlays/Wizard',
  component: Wizard,
  args: { title: 'Model Selection Guide', steps, onDone: fn(), onStepChange: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button>Open guide</Button>
      <Wizard {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepThroughToDone: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Model Selection Guide' });
    await expect(dialog).toHaveTextContent('Step 1 of 4');
    await expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(dialog).toHaveTextContent('Step 2 of 4');
    await expect(screen.getByRole('heading', { name: 'Smart Beta' })).toBeInTheDocument();
    // The pinned footer: the count and the step's action first, then Back and Next.
    const footerButtons = screen
      .getByRole('button', { name: 'Next' })
      .parentElement?.querySelectorAll('button');
    await expect([...(footerButtons ?? [])].map((button) => button.textContent)).toEqual([
      'Apply to My Portfolio',
      'Back',
      'Next',
    ]);
    // The footer reads as pinned: a hairline above it. The panel hangs from the top edge with as
    // much room under it (its steps differ in height: the top stays put from step to step).
    const footer = screen.getByRole('button', { name: 'Next' }).parentElement as HTMLElement;
    await expect(getComputedStyle(footer).borderTopWidth).toBe('1px');
    const panel = dialog.parentElement as HTMLElement;
    // Measured at rest: the panel's entrance (rise and scale) may still be running.
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
    const top = panel.getBoundingClientRect().top;
    await expect(Math.round(top)).toBe(Math.round(Math.min(window.innerHeight * 0.08, 64)));
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight - 2 * top + 1);
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(dialog).toHaveTextContent('Step 1 of 4');
    await expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(dialog).toHaveTextContent('Step 4 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open guide' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Model Selection Guide' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Step 1 of 4');
  },
};

export const NextDisabled: Story = {
  args: { isNextDisabled: true, defaultOpen: true },
  render: (args) => <Wizard {...args} />,
  play: async () => {
    await screen.findByRole('dialog', { name: 'Model Selection Guide' });
    await expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const TutorialStart: Story = {
  args: { title: 'Welcome', messages: { done: 'Start' }, defaultStep: 3, defaultOpen: true },
  render: (args) => <Wizard {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await expect(dialog).toHaveTextContent('Step 4 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};
