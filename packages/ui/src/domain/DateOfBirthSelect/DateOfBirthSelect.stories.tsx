import {
  DATE_OF_BIRTH_FIRST_YEAR,
  type DateOfBirthSelection,
  dateOfBirthError,
  dateOfBirthMessages,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateOfBirthSelect } from './DateOfBirthSelect';
import { defaultDateOfBirthSelectMessages as dateOfBirthSelectTexts } from './messages';

const today = { year: 2025, month: 6, day: 15 };

const meta = {
  title: 'Domain/DateOfBirthSelect',
  component: DateOfBirthSelect,
  args: { label: 'Date of birth', today, onChange: fn() },
} satisfies Meta<typeof DateOfBirthSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const trigger = (canvas: Canvas, part: keyof typeof dateOfBirthSelectTexts) =>
  canvas.getByRole('button', { name: new RegExp(dateOfBirthSelectTexts[part].label) });

async function optionsOf(canvas: Canvas, part: keyof typeof dateOfBirthSelectTexts): Promise<string[]> {
  await userEvent.click(trigger(canvas, part));
  const list = await within(document.body).findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
  return names;
}

async function choose(canvas: Canvas, part: keyof typeof dateOfBirthSelectTexts, option: string) {
  await userEvent.click(trigger(canvas, part));
  const list = await within(document.body).findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
  await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeVisible();
    // One visible label (review 11: a second row of 'Year / Month / Day' under it): each select is
    // named by its part and shows it as its placeholder, 16 px apart like a row of fields.
    for (const part of ['year', 'month', 'day'] as const) {
      await expect(canvas.queryByText(dateOfBirthSelectTexts[part].label, { exact: true })).toBeNull();
      await expect(trigger(canvas, part)).toHaveTextContent(dateOfBirthSelectTexts[part].placeholder);
    }
    const gap =
      trigger(canvas, 'month').getBoundingClientRect().left -
      trigger(canvas, 'year').getBoundingClientRect().right;
    await expect(Math.round(gap)).toBe(16);
    const years = await optionsOf(canvas, 'year');
    await expect(years[0]).toBe(String(DATE_OF_BIRTH_FIRST_YEAR));
    await expect(years.at(-1)).toBe(String(today.year));
    await expect(years).toHaveLength(today.year - DATE_OF_BIRTH_FIRST_YEAR + 1);
    const months = await optionsOf(canvas, 'month');
    await expect(months).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    await expect(await optionsOf(canvas, 'day')).toHaveLength(31);
  },
};

export const DaysFollowMonthAndLeapYear: Story = {
  play: async ({ args, canvas }) => {
    await choose(canvas, 'month', '02');
    await expect(await optionsOf(canvas, 'day')).toHaveLength(29);
    await choose(canvas, 'year', '2023');
    await expect((await optionsOf(canvas, 'day')).at(-1)).toBe('28');
    await choose(canvas, 'year', '2024');
    await expect((await optionsOf(canvas, 'day')).at(-1)).toBe('29');
    await choose(canvas, 'month', '04');
    await expect((await optionsOf(canvas, 'day')).at(-1)).toBe('30');
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: '2024', month: '04', day: '' });
  },
};

export const DayClearedWhenMonthLacksIt: Story = {
  args: { defaultValue: { year: '2024', month: '01', day: '31' } },
  play: async ({ args, canvas }) => {
    await expect(trigger(canvas, 'day')).toHaveTextContent('31');
    await choose(canvas, 'month', '04');
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: '2024', month: '04', day: '' });
    await expect(trigger(canvas, 'day')).toHaveTextContent(dateOfBirthSelectTexts.day.placeholder);
  },
};

export const KeyboardTypeAhead: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(trigger(canvas, 'year')).toHaveFocus();
    await userEvent.keyboard('1990');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: '1990', month: '02', day: '' });
  },
};

/** The form's validation on today's date shows the domain's message. */
export const Underage: Story = {
  render: function Render(args) {
    const [selection, setSelection] = useState<DateOfBirthSelection>({
      year: '2010',
      month: '05',
      day: '01',
    });
    const error = dateOfBirthError(selection, today);
    return (
      <DateOfBirthSelect
        {...args}
        value={selection}
        onChange={setSelection}
        isInvalid={error !== null}
        {...(error === null ? {} : { errorMessage: error })}
      />
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(group).toHaveAccessibleDescription(dateOfBirthMessages.underage);
    await expect(group).toHaveAttribute('data-invalid', 'true');
    await choose(canvas, 'year', '1990');
    await expect(canvas.queryByText(dateOfBirthMessages.underage)).toBeNull();
  },
};

export const Required: Story = {
  args: { isInvalid: true, errorMessage: dateOfBirthMessages.required },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(dateOfBirthMessages.required)).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: { year: '1988', month: '07', day: '14' }, description: 'You must be 18 or older.' },
  play: async ({ canvas }) => {
    await expect(trigger(canvas, 'year')).toHaveTextContent('1988');
    await expect(trigger(canvas, 'month')).toHaveTextContent('07');
    await expect(trigger(canvas, 'day')).toHaveTextContent('14');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { year: '1988', month: '07', day: '14' } },
  play: async ({ canvas }) => {
    for (const part of ['year', 'month', 'day'] as const) await expect(trigger(canvas, part)).toBeDisabled();
  },
};
