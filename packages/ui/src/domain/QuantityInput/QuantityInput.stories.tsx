import { costBasisMessages, MIN_QUANTITY } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../primitives/overlays/Dialog/Dialog';
import { QuantityInput } from './QuantityInput';

const meta = {
  title: 'Domain/QuantityInput',
  component: QuantityInput,
  args: { label: 'Quantity', onChange: fn() },
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, MIN_QUANTITY);
    await expect(input).toHaveValue(MIN_QUANTITY);
    await expect(args.onChange).toHaveBeenLastCalledWith(MIN_QUANTITY);
    await userEvent.tab();
    await expect(input).toHaveValue(MIN_QUANTITY);
  },
};

export const BlocksSignsAndExponent: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('1e-5E+2');
    await expect(input).toHaveValue('152');
    await expect(args.onChange).toHaveBeenLastCalledWith('152');
  },
};

export const LeadingPoint: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '.25');
    await expect(args.onChange).toHaveBeenLastCalledWith('0.25');
    await userEvent.tab();
    await expect(input).toHaveValue('0.25');
  },
};

/** The unit inside the field is read with its label: "Quantity BTC". */
export const WithUnit: Story = {
  args: { defaultValue: '1.5', suffix: 'BTC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity BTC' })).toHaveValue('1.5');
    await expect(canvas.getByText('BTC')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: costBasisMessages.nativeAmountRequired },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(costBasisMessages.nativeAmountRequired);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  },
};

/** Escape in the field closes the dialog around it, as it does from any other control (issue 31). */
export const EscapeClosesItsDialog: Story = {
  render: (args) => {
    const [open, setOpen] = useState(true);
    return open ? (
      <Dialog isOpen title="Add Details" onOpenChange={setOpen}>
        <QuantityInput {...args} autoFocus />
      </Dialog>
    ) : (
      <p>Closed</p>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = page.getByRole('textbox', { name: 'Quantity' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('1{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.getByText('Closed')).toBeVisible();
  },
};
