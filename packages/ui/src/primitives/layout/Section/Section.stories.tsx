import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Text } from '../Text/Text';
import { Section } from './Section';

const meta = {
  title: 'Primitives/Layout/Section',
  component: Section,
  parameters: { layout: 'padded' },
  args: {
    title: 'Beneficiaries',
    description: 'Who receives your account if something happens to you.',
    actions: (
      <Button variant="secondary" size="sm">
        Add beneficiary
      </Button>
    ),
    children: <Text>No beneficiaries yet. Primary beneficiaries must add up to 100%.</Text>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Beneficiaries' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Beneficiaries' })).toBeVisible();
    await expect(getComputedStyle(section).rowGap).toBe('16px');
  },
};

export const SubSection: Story = {
  args: { headingLevel: 3, title: 'Contingent beneficiaries', actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Contingent beneficiaries' })).toBeVisible();
  },
};
