import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../overlays/Dialog/Dialog';
import { NumberField } from './NumberField';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const modelFormMessages = {
  trackingErrorMin: 'Tracking error must be greater than or equal to 1',
};
const TRACKING_ERROR_RANGE = {
  max: 100,
  min: 1,
};

const meta = {
  title: 'Primitives/Controls/NumberField',
  component: NumberField,
  args: {
    label: 'Tracking Error',
    minValue: TRACKING_ERROR_RANGE.min,
    maxValue: TRACKING_ERROR_RANGE.max,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking Error' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(input).toHaveValue('12');
  },
};

/**
 * A unit inside the field, read with the label; `size="xs"` caps the field's box at about 120 px,
 * while a longer label keeps its one line (it is not squeezed to the box's width).
 */
export const WithUnitAndSize: Story = {
  args: { label: 'Maximum Tracking Error', suffix: '%', size: 'xs', showSteppers: false, defaultValue: 5 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Maximum Tracking Error %' });
    await expect(input).toHaveValue('5');
    const box = input.parentElement;
    await expect(box?.getBoundingClientRect().width).toBeLessThanOrEqual(120);
    const label = canvas.getByText('Maximum Tracking Error');
    await expect(label.getBoundingClientRect().height).toBeLessThan(30);
    await expect(label.getBoundingClientRect().width).toBeGreaterThan(120);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 10 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking Error' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('11');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
  },
};

export const Steppers: Story = {
  args: { defaultValue: TRACKING_ERROR_RANGE.max },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking Error' });
    const increase = canvas.getByRole('button', { name: /increase/i });
    await expect(increase).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /decrease/i }));
    await expect(input).toHaveValue('99');
  },
};

export const ClampsToRange: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking Error' });
    await userEvent.type(input, '500');
    await userEvent.tab();
    await expect(input).toHaveValue(String(TRACKING_ERROR_RANGE.max));
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: modelFormMessages.trackingErrorMin },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tracking Error' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(modelFormMessages.trackingErrorMin);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tracking Error' })).toBeDisabled();
  },
};

/** Escape in the field closes the dialog around it, as it does from any other control (issue 31). */
export const EscapeClosesItsDialog: Story = {
  render: (args) => {
    const [open, setOpen] = useState(true);
    return open ? (
      <Dialog isOpen title="Style Tilts" onOpenChange={setOpen}>
        <NumberField {...args} autoFocus />
      </Dialog>
    ) : (
      <p>Closed</p>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = page.getByRole('textbox', { name: 'Tracking Error' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('5{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.getByText('Closed')).toBeVisible();
  },
};
