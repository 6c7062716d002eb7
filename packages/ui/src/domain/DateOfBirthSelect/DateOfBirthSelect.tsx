import {
  type CalendarDate,
  DATE_OF_BIRTH_MONTH_OPTIONS,
  type DateOfBirthSelection,
  dateOfBirthYearOptions,
  dayOptions,
  EMPTY_DATE_OF_BIRTH,
} from '@cairn/domain';
import { type FocusEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { Group, Text } from 'react-aria-components';
import { Select } from '../../primitives/controls/Select/Select';
import * as fieldStyles from '../../primitives/private/formField/formField.css';
import { cx } from '../../utils/cx';
import { defined } from '../../utils/defined';
import * as styles from './DateOfBirthSelect.css';
import { type DateOfBirthSelectMessages, defaultDateOfBirthSelectMessages } from './messages';

export interface DateOfBirthSelectProps {
  /** The group's visible label. */
  label: string;
  /** Today's date on the user's calendar: the year list ends at its year. */
  today: CalendarDate;
  /** The chosen year, month and day ('' while not chosen) (controlled). */
  value?: DateOfBirthSelection;
  /** The starting selection (uncontrolled). */
  defaultValue?: DateOfBirthSelection;
  /** Called with the whole selection whenever a selector changes. */
  onChange?: (selection: DateOfBirthSelection) => void;
  /** Called when focus leaves the three selectors (not when it moves between them or into a list). */
  onBlur?: () => void;
  /** The year selector's trigger, the group's first focusable element (a form focuses it when invalid). */
  inputRef?: Ref<HTMLButtonElement>;
  /** Help under the selectors. */
  description?: ReactNode;
  /** Whether the selection is invalid: the selectors turn red and `errorMessage` shows. */
  isInvalid?: boolean;
  /** The message shown while invalid, e.g. `dateOfBirthError(selection, today)`. */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Replaces some of the selectors' labels and placeholders. @default { year: { label: 'Year', placeholder: 'YYYY' }, month: { label: 'Month', placeholder: 'MM' }, day: { label: 'Day', placeholder: 'DD' } } */
  messages?: Partial<DateOfBirthSelectMessages>;
  className?: string;
}

const optionsOf = (values: readonly string[]) => values.map((value) => ({ id: value, label: value }));

/**
 * Date of birth as three selects, year, month, day (doc 1 §5): years from 1909 to today's year
 * (`dateOfBirthYearOptions`), months 01–12, and the days of the chosen month in the chosen year
 * (`dayOptions`: 29 February only in leap years). A chosen day the new month or year does not
 * have is cleared. The three form one labelled group under one visible label, each select named
 * by its part (`aria-label`) and showing it as its placeholder (YYYY, MM, DD), with no second row
 * of labels; the message is its description.
 *
 * Selectors: on the group `[data-invalid]`, `[data-disabled]`, `[data-focus-within]`; each select
 * has those of `Select`.
 */
export function DateOfBirthSelect({
  label,
  today,
  value,
  defaultValue,
  onChange,
  onBlur,
  inputRef,
  description,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  messages: given,
  className,
}: DateOfBirthSelectProps) {
  const texts = { ...defaultDateOfBirthSelectMessages, ...given };
  const [own, setOwn] = useState(defaultValue ?? EMPTY_DATE_OF_BIRTH);
  const selection = value ?? own;
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && errorMessage !== undefined;
  const days = dayOptions(selection.year, selection.month);

  const change = (part: Partial<DateOfBirthSelection>) => {
    const next = { ...selection, ...part };
    const kept =
      next.day !== '' && !dayOptions(next.year, next.month).includes(next.day) ? { ...next, day: '' } : next;
    if (value === undefined) setOwn(kept);
    onChange?.(kept);
  };

  const groupRef = useRef<HTMLDivElement>(null);
  const blurred = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && groupRef.current?.contains(next))) onBlur?.();
  };
  const common = { isInvalid, isDisabled, isRequired, onBlur: blurred };
  const describedBy = cx(description !== undefined && descriptionId, showError && errorId) || undefined;

  return (
    <Group
      ref={groupRef}
      aria-labelledby={labelId}
      {...defined({ 'aria-describedby': describedBy })}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      className={cx(fieldStyles.field, className)}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.selectors}>
        <Select
          {...common}
          {...defined({ inputRef })}
          aria-label={texts.year.label}
          placeholder={texts.year.placeholder}
          options={optionsOf(dateOfBirthYearOptions(today))}
          value={selection.year === '' ? null : selection.year}
          onChange={(key) => change({ year: key === null ? '' : String(key) })}
        />
        <Select
          {...common}
          aria-label={texts.month.label}
          placeholder={texts.month.placeholder}
          options={optionsOf(DATE_OF_BIRTH_MONTH_OPTIONS)}
          value={selection.month === '' ? null : selection.month}
          onChange={(key) => change({ month: key === null ? '' : String(key) })}
        />
        <Select
          {...common}
          aria-label={texts.day.label}
          placeholder={texts.day.placeholder}
          options={optionsOf(days)}
          value={selection.day === '' ? null : selection.day}
          onChange={(key) => change({ day: key === null ? '' : String(key) })}
        />
      </div>
      {description !== undefined && (
        <Text id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {showError && (
        <Text id={errorId} className={fieldStyles.errorText}>
          {errorMessage}
        </Text>
      )}
    </Group>
  );
}
