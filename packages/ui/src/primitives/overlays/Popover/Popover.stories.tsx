import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Overlays/Popover',
  component: Popover,
  args: {
    title: 'Cost basis',
    children: 'The amount you paid for an asset, used to calculate gains and losses with the HIFO method.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is cost basis?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'What is cost basis?' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cost basis' });
    await expect(dialog).toHaveTextContent('HIFO');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What is cost basis?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cost basis' });
    await userEvent.click(document.body);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const LabelledWithoutTitle: Story = {
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">What is cost basis?</Button>
      <Popover aria-label="Help" placement="end" showArrow={false}>
        Short help text.
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What is cost basis?' }));
    await expect(await screen.findByRole('dialog', { name: 'Help' })).toHaveTextContent('Short help text.');
  },
};
