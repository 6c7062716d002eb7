import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const faq = [
  {
    id: 'reports',
    title: 'What reports are available?',
    content: 'A CSV gain/loss report for each past tax year.',
  },
  {
    id: 'gains',
    title: 'How are gains calculated?',
    content: 'Sale proceeds minus the cost basis of the lots sold.',
  },
  {
    id: 'hifo',
    title: 'What is HIFO?',
    content: 'Highest In, First Out: the lots with the highest cost are sold first.',
  },
];

const meta = {
  title: 'Primitives/Data/Accordion',
  component: Accordion,
  args: { items: faq, onExpandedChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ args, canvas }) => {
    const reports = canvas.getByRole('button', { name: 'What reports are available?' });
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 3, name: 'What is HIFO?' })).toBeInTheDocument();
    await userEvent.click(reports);
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('A CSV gain/loss report for each past tax year.')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['reports']));
    // One open at a time by default.
    await userEvent.click(canvas.getByRole('button', { name: 'What is HIFO?' }));
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const reports = canvas.getByRole('button', { name: 'What reports are available?' });
    await expect(reports).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'How are gains calculated?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['reports', 'hifo'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'What reports are available?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'What is HIFO?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const ComposedWithDisabledItem: Story = {
  render: () => (
    <Accordion>
      <AccordionItem id="tlh" title="What is tax-loss harvesting?">
        Selling at a loss to offset gains, then buying back a similar exposure.
      </AccordionItem>
      <AccordionItem id="outside" title="Does outside activity count?" isDisabled>
        Not yet.
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Does outside activity count?' })).toBeDisabled();
  },
};
