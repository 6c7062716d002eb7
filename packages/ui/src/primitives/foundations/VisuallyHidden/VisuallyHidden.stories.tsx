import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ', completed' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read by screen readers, not drawn: the step's state after its visible label. */
export const AfterALabel: Story = {
  render: (args) => (
    <p>
      Profile
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText(', completed');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/Profile/)).toHaveTextContent('Profile, completed');
  },
};

/** As a live region: a status read out when it changes. */
export const AsStatus: Story = {
  args: { role: 'status', children: 'Code sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Code sent');
  },
};
