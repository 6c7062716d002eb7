import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '../../controls/TextField/TextField';
import { Card } from '../Card/Card';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { WithAside } from './WithAside';

const note = (
  <Card title="Why we ask" headingLevel={3} padding="16">
    <Text size="sm" tone="muted">
      US law requires us to verify the identity of every client before we open an account.
    </Text>
  </Card>
);

const form = (
  <Stack space="24">
    <TextField label="Address Line 1*" />
    <TextField label="City*" />
  </Stack>
);

const meta = {
  title: 'Primitives/Layout/WithAside',
  component: WithAside,
  parameters: { layout: 'padded' },
  args: { aside: note, children: form },
  render: (args) => (
    <div style={{ width: 880 }} data-testid="column">
      <WithAside {...args} />
    </div>
  ),
} satisfies Meta<typeof WithAside>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the 880 px onboarding column: the form on the left, the note beside it on the right. */
export const Beside: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('City*').getBoundingClientRect();
    const aside = canvas.getByRole('region', { name: 'Why we ask' }).getBoundingClientRect();
    await expect(aside.left).toBeGreaterThan(field.right);
    await expect(Math.round(aside.right)).toBe(
      Math.round(canvas.getByTestId('column').getBoundingClientRect().right),
    );
    await expect(field.width).toBeGreaterThanOrEqual(528);
  },
};

/** In a 560 px column there is no room for both: the note moves under the form, full width. */
export const Under: Story = {
  render: (args) => (
    <div style={{ width: 560 }} data-testid="column">
      <WithAside {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('City*').getBoundingClientRect();
    const aside = canvas.getByRole('region', { name: 'Why we ask' }).getBoundingClientRect();
    await expect(aside.top).toBeGreaterThan(field.bottom);
    await expect(Math.round(aside.width)).toBe(560);
  },
};
