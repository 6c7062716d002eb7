import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '../../controls/TextField/TextField';
import { FieldRow } from './FieldRow';

const meta = {
  title: 'Primitives/Layout/FieldRow',
  component: FieldRow,
  parameters: { layout: 'padded' },
  args: { children: null },
} satisfies Meta<typeof FieldRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const widths = (canvasElement: HTMLElement) =>
  [...(canvasElement.querySelector('[data-row]')?.firstElementChild?.children ?? [])].map((column) =>
    Math.round(column.getBoundingClientRect().width),
  );

/** First, middle and last name: equal shares of a 560 px form, 16 px apart. */
export const EqualShares: Story = {
  render: () => (
    <div data-row="" style={{ width: 560 }}>
      <FieldRow>
        <TextField label="First name" />
        <TextField label="Middle name" />
        <TextField label="Last name" />
      </FieldRow>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Middle name' })).toBeVisible();
    await expect(widths(canvasElement)).toEqual([176, 176, 176]);
  },
};

/** City, State and Zip with their own shares: 2/5, 2/5 and 1/5 of the row. */
export const GivenWidths: Story = {
  render: () => (
    <div data-row="" style={{ width: 560 }}>
      <FieldRow widths={['2/5', '2/5', '1/5']}>
        <TextField label="City" />
        <TextField label="State" />
        <TextField label="Zip" />
      </FieldRow>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // f × (560 + 16) − 16: 214.4 and 99.2, rounded.
    await expect(widths(canvasElement)).toEqual([214, 214, 99]);
  },
};

/** A field not shown takes no place: the two others share the row. */
export const FieldLeftOut: Story = {
  render: () => (
    <div data-row="" style={{ width: 560 }}>
      <FieldRow>
        <TextField label="Strategy" />
        <TextField label="Tracking Error" />
        {false}
        {null}
      </FieldRow>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(widths(canvasElement)).toEqual([272, 272]);
  },
};

/**
 * Review 10 (institution-information): a hint under one field's label pushed its input 24 px below
 * its partner's. Review 11: one hint position in every form, under the label; in a row, the field
 * without a hint keeps that line empty, so the inputs still line up.
 */
export const HintUnderTheLabel: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <FieldRow>
        <TextField label="Legal Signer Position" />
        <TextField label="Tax ID" description="Shown masked once saved." />
      </FieldRow>
    </div>
  ),
  play: async ({ canvas }) => {
    const position = canvas.getByRole('textbox', { name: 'Legal Signer Position' }).getBoundingClientRect();
    const taxId = canvas.getByRole('textbox', { name: 'Tax ID' });
    await expect(taxId).toHaveAccessibleDescription('Shown masked once saved.');
    await expect(Math.round(taxId.getBoundingClientRect().top)).toBe(Math.round(position.top));
    // The hint stands between its label and its input, as in a field on its own.
    const hint = canvas.getByText('Shown masked once saved.').getBoundingClientRect();
    await expect(hint.top).toBeGreaterThanOrEqual(canvas.getByText('Tax ID').getBoundingClientRect().bottom);
    await expect(hint.bottom).toBeLessThanOrEqual(taxId.getBoundingClientRect().top);
  },
};
