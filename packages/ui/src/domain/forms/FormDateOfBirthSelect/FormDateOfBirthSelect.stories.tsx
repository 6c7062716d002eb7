import { dateOfBirthMessages, dateOfBirthSchema, EMPTY_DATE_OF_BIRTH } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { defaultDateOfBirthSelectMessages as dateOfBirthSelectTexts } from '../../DateOfBirthSelect/messages';
import { FormDateOfBirthSelect } from './FormDateOfBirthSelect';

const onSubmit = fn();
const today = { year: 2025, month: 6, day: 15 };

const meta = {
  title: 'Domain/Forms/FormDateOfBirthSelect',
  component: FormDateOfBirthSelect,
  args: { name: 'dateOfBirth', label: 'Date of birth', today },
  render: (args) => (
    <StoryForm
      schema={z.object({ dateOfBirth: dateOfBirthSchema(today) })}
      defaultValues={{ dateOfBirth: EMPTY_DATE_OF_BIRTH }}
      onSubmit={onSubmit}
    >
      <FormDateOfBirthSelect {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormDateOfBirthSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const selector = (
  canvas: { getByRole: (role: 'button', options: { name: RegExp }) => HTMLElement },
  part: 'year' | 'month' | 'day',
) => canvas.getByRole('button', { name: new RegExp(dateOfBirthSelectTexts[part].label) });

/** Submitting with nothing chosen shows the message and focuses the year, the first selector. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(dateOfBirthMessages.required)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(selector(canvas, 'year')));
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      dateOfBirthMessages.required,
    );
  },
};

/** Under 18 is refused; a whole, valid selection is submitted. Typing on a selector picks. */
export const UnderageThenValid: Story = {
  play: async ({ canvas }) => {
    for (const [part, text] of [
      ['year', '2010'],
      ['month', '03'],
      ['day', '09'],
    ] as const) {
      selector(canvas, part).focus();
      await userEvent.keyboard(text);
    }
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(dateOfBirthMessages.underage)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(selector(canvas, 'year')));
    // Through the list: the closed select still holds '2010' in its type-ahead for a second.
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('1990{Enter}');
    await expect(selector(canvas, 'year')).toHaveTextContent('1990');
    await waitFor(() => expect(canvas.queryByText(dateOfBirthMessages.underage)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ dateOfBirth: { year: '1990', month: '03', day: '09' } }),
    );
  },
};

/** Moving between the selectors does not validate; leaving the three does (`onTouched`). */
export const ValidatedWhenLeft: Story = {
  play: async ({ canvas }) => {
    selector(canvas, 'year').focus();
    await userEvent.keyboard('1990');
    await userEvent.tab();
    await expect(selector(canvas, 'month')).toHaveFocus();
    await expect(canvas.queryByText(dateOfBirthMessages.required)).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByText(dateOfBirthMessages.required)).toBeVisible();
  },
};
