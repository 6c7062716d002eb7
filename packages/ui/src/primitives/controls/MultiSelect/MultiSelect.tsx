import { Check, ChevronDown, X } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { defined } from '../../../utils/defined';
import { Icon } from '../../foundations/Icon/Icon';
import {
  FieldBox,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldTexts,
} from '../../private/formField/FormField';
import * as fieldStyles from '../../private/formField/formField.css';
import * as styles from './MultiSelect.css';

/** One choice of a {@link MultiSelect}. */
export interface MultiSelectOption {
  /** The value reported by `onChange` and held in `value`. */
  readonly id: string;
  /** The text shown in the list and on the chosen tag. */
  readonly label: string;
}

/** The words of `MultiSelect`. */
export interface MultiSelectMessages {
  /** In the list when no choice matches the typed text. */
  noMatches: string;
  /** The name of the list of chosen values, from the field's label. */
  chosen: (label: string) => string;
  /** The name of a tag's remove button. */
  remove: string;
}

const defaultMessages: MultiSelectMessages = {
  noMatches: 'No matches',
  chosen: (label) => `${label}: chosen`,
  remove: 'Remove',
};

export interface MultiSelectProps<T extends MultiSelectOption = MultiSelectOption> extends FieldTexts {
  /** The visible label; also names the list of chosen values. */
  label: string;
  /** Every choice, in order; the chosen ones are checked in the list. */
  options: readonly T[];
  /** The chosen ids, in the order they were chosen. */
  value: readonly string[];
  /** Called with the new list of chosen ids. */
  onChange: (value: string[]) => void;
  /** Greyed text in the search box while it is empty. */
  placeholder?: string;
  /**
   * Whether an option matches the typed text.
   * @default the label contains the text, ignoring case and surrounding spaces
   */
  filter?: (option: T, query: string) => boolean;
  /** The list filters once typing pauses this long (e.g. 500 for a search). @default 0 */
  debounceMs?: number;
  /**
   * Replaces some of the field's words, e.g. `{ noMatches: 'No assets found' }`.
   * @default { noMatches: 'No matches', chosen: (label) => `${label}: chosen`, remove: 'Remove' }
   */
  messages?: Partial<MultiSelectMessages>;
  /** @default false */
  isInvalid?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Merged last onto the root. */
  className?: string;
  /** The search box's `<input>`, the field's focusable element. */
  inputRef?: Ref<HTMLInputElement>;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

const containsLabel = (option: MultiSelectOption, query: string) =>
  option.label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * Chooses several values from a long list (blockchains, sectors, excluded assets): a search box
 * (react-aria `ComboBox` in multiple selection mode) that filters the choices as the user types,
 * and the chosen values as removable tags below it (react-aria `TagGroup`). Keyboard: type to
 * filter, Arrow Down opens the list, Enter checks or unchecks the focused choice (the list stays
 * open for more and the text clears), Escape closes it; in the tags, arrows move and Backspace or Delete removes. The list can filter after a pause (`debounceMs`) and says `texts.noMatches` when nothing
 * matches.
 *
 * Selectors: root `[data-invalid]`, `[data-disabled]`; input box `:has(:focus-visible)`,
 * `:hover` (plain CSS states); option `[data-focused]`, `[data-selected]`; tag `[data-focus-visible]`, `[data-hovered]`.
 */
export function MultiSelect<T extends MultiSelectOption = MultiSelectOption>({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  placeholder,
  filter = containsLabel,
  debounceMs = 0,
  messages,
  isInvalid = false,
  isDisabled = false,
  className,
  inputRef,
}: MultiSelectProps<T>) {
  const texts = { ...defaultMessages, ...messages };
  const [inputValue, setInputValue] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (debounceMs <= 0) return;
    const timer = setTimeout(() => setQuery(inputValue), debounceMs);
    return () => clearTimeout(timer);
  }, [inputValue, debounceMs]);

  // The same array while the chosen ids stay the same: the combo box resets its text whenever its
  // value changes identity, and forms may hand over an equal copy on every render.
  const selectedRef = useRef<string[]>([]);
  if (!sameIds(selectedRef.current, value)) selectedRef.current = [...value];
  const selected = selectedRef.current;
  const activeQuery = debounceMs <= 0 ? inputValue : query;
  const available = options.filter((option) => filter(option, activeQuery));
  const labelOf = (id: string) => options.find((option) => option.id === id)?.label ?? id;
  const chosenItems = value.map((id) => ({ id, label: labelOf(id) }));

  return (
    <div
      className={cx(styles.root, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <ComboBox<T, 'multiple'>
        className={fieldStyles.field}
        selectionMode="multiple"
        items={available}
        // The text is the combo box's own (it clears it when a choice is made or the list closes);
        // it is followed here only to filter the list.
        onInputChange={setInputValue}
        value={selected}
        onChange={(keys) => onChange(keys.map(String))}
        allowsEmptyCollection
        isInvalid={isInvalid}
        isDisabled={isDisabled}
      >
        <FieldLabel>{label}</FieldLabel>
        <FieldBox>
          <Input
            className={fieldStyles.input}
            {...defined({ placeholder })}
            {...defined({ ref: inputRef })}
          />
          <AriaButton className={fieldStyles.iconButton}>
            <Icon icon={ChevronDown} className={fieldStyles.icon} />
          </AriaButton>
        </FieldBox>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <Popover className={styles.popover} offset={4}>
          <ListBox<T>
            className={styles.listBox}
            renderEmptyState={() => <div className={styles.empty}>{texts.noMatches}</div>}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
                {({ isSelected }) => (
                  <>
                    {item.label}
                    {isSelected && <Icon icon={Check} className={styles.check} />}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/* No line under the search box while nothing is chosen: its placeholder says what to do. */}
      {chosenItems.length === 0 ? null : (
        <TagGroup
          aria-label={texts.chosen(label)}
          className={styles.tagGroup}
          onRemove={(keys) => {
            const removed = new Set([...keys].map(String));
            onChange(value.filter((id) => !removed.has(id)));
          }}
          {...(isDisabled ? { disabledKeys: value } : {})}
        >
          <TagList items={chosenItems} className={styles.tagList}>
            {(item) => (
              <Tag id={item.id} textValue={item.label} className={styles.tag}>
                {item.label}
                <AriaButton slot="remove" aria-label={texts.remove} className={styles.removeButton}>
                  <Icon icon={X} />
                </AriaButton>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
