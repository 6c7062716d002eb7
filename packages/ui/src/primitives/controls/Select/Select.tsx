import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  composeRenderProps,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import type { Tone } from '../../../theme/tone';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import { Badge } from '../../feedback/Badge/Badge';
import { Icon } from '../../foundations/Icon/Icon';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldSize,
  type FieldTexts,
} from '../../private/formField/FormField';
import * as fieldStyles from '../../private/formField/formField.css';
import * as styles from './Select.css';

/** One choice of a select. */
export interface SelectOption {
  /** The value reported by `onChange` and matched by `value`. */
  readonly id: string;
  /** The text shown, also typed to jump to it. */
  readonly label: string;
  readonly isDisabled?: boolean;
  /**
   * A status shown as one: the label in a `Badge` of this tone, in the list and in the field
   * (e.g. an API's ACTIVE in `success`, INACTIVE in `neutral`), not as a raw value.
   */
  readonly tone?: Tone;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'items' | 'selectionMode'>,
    FieldTexts {
  /** The choices, in order. */
  options: readonly T[];
  /** The trigger button, the select's focusable element (a form focuses it when the field is invalid). */
  inputRef?: Ref<HTMLButtonElement>;
  /** Width by expected content (a cap; the field still shrinks on a narrow screen). Fills its container when unset. */
  size?: FieldSize;
}

/**
 * A dropdown of options (react-aria `Select`: a button, and a `ListBox` in a `Popover`). Keyboard:
 * Enter, Space or Arrow Down opens, arrows move, typing jumps, Enter picks, Escape closes. `value`
 * and `onChange` use the options' `id`.
 *
 * Selectors: on the root `[data-open]`, `[data-invalid]`, `[data-disabled]`, `[data-required]`,
 * `[data-focused]`, `[data-size]` (the prop's value, when set); on the trigger `[data-focus-visible]`, `[data-hovered]`, `[data-pressed]`; on
 * the value `[data-placeholder]`; on an option `[data-focused]`, `[data-selected]`, `[data-disabled]`.
 */
export function Select<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  options,
  inputRef,
  size,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect<T, 'single'>
      {...props}
      className={composeRenderProps(props.className, (className) => cx(fieldStyles.field, className))}
      data-size={size}
    >
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <Button className={styles.trigger} {...defined({ ref: inputRef })}>
        <SelectValue className={styles.value} />
        <Icon icon={ChevronDown} className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={4}>
        <ListBox<T> items={options} className={styles.listBox}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled ?? false}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  {item.tone === undefined ? item.label : <Badge tone={item.tone}>{item.label}</Badge>}
                  {isSelected && <Icon icon={Check} className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
