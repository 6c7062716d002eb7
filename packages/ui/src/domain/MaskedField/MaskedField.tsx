import { formatSsnInput, formatTaxIdInput, maskSsn, maskTaxId } from '@cairn/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { TextField, type TextFieldProps } from '../../primitives/controls/TextField/TextField';
import { useTextValue } from '../../primitives/private/formField/FormField';
import { defined } from '../../utils/defined';
import { editButton } from './MaskedField.css';

/** What a masked field holds; stories reuse these for controls. */
export const maskedFieldKinds = ['ssn', 'taxId'] as const;
export type MaskedFieldKind = (typeof maskedFieldKinds)[number];

const formats: Record<MaskedFieldKind, { format: (text: string) => string; mask: (text: string) => string }> =
  {
    ssn: { format: formatSsnInput, mask: maskSsn },
    taxId: { format: formatTaxIdInput, mask: maskTaxId },
  };

/** The visible text of the action that replaces a saved number. */
export const MASKED_FIELD_EDIT_LABEL = 'Edit';

export interface MaskedFieldProps
  extends Omit<
    TextFieldProps,
    'value' | 'defaultValue' | 'onChange' | 'prefix' | 'suffix' | 'type' | 'inputMode'
  > {
  /**
   * `ssn` formats ddd-dd-dddd, `taxId` dd-ddddddd (doc 1 §5).
   * @default 'ssn'
   */
  kind?: MaskedFieldKind;
  /** The number as typed, with its dashes ('123-45-6789') (controlled). */
  value?: string;
  /** The starting number (uncontrolled). */
  defaultValue?: string;
  /** Called with the formatted text: digits only, at most 9, dashes inserted as the groups start. */
  onChange?: (value: string) => void;
  /**
   * Whether the number is saved: the field then shows it masked to its last 4 digits with an Edit
   * action, and the number itself is no longer in the page.
   * @default false
   */
  isSaved?: boolean;
  /** Called when Edit is pressed; the field empties (a saved number is typed again, never shown). */
  onEdit?: () => void;
}

/**
 * An SSN or tax id field (doc 1 §2.6, §5): auto-formatted while typing or pasting
 * (`formatSsnInput` / `formatTaxIdInput`), and once saved shown read-only as '•••-••-6789'
 * (`maskSsn` / `maskTaxId`) with an Edit button. Edit empties the field and focuses it.
 *
 * Selectors: those of `TextField`; the root has `[data-masked]` while the saved number shows masked.
 */
export function MaskedField({
  kind = 'ssn',
  value,
  defaultValue,
  onChange,
  isSaved = false,
  onEdit,
  name,
  placeholder,
  inputRef: outerInputRef,
  ...props
}: MaskedFieldProps) {
  const { format, mask } = formats[kind];
  const [text, setText] = useTextValue(
    value === undefined ? undefined : format(value),
    defaultValue === undefined ? undefined : format(defaultValue),
    onChange,
  );
  const [editing, setEditing] = useState(false);
  const [savedBefore, setSavedBefore] = useState(isSaved);
  if (savedBefore !== isSaved) {
    setSavedBefore(isSaved);
    setEditing(false);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  // Edit focuses the input itself; the caller's ref (a form's) gets the same element.
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      outerInputRef?.(element);
    },
    [outerInputRef],
  );
  const [focusRequested, setFocusRequested] = useState(false);
  useEffect(() => {
    if (!focusRequested) return;
    inputRef.current?.focus();
    setFocusRequested(false);
  }, [focusRequested]);

  if (isSaved && !editing) {
    // Only the masked text is rendered: no name, no hidden input, no raw digits in the DOM.
    return (
      <TextField
        key="masked"
        {...props}
        data-masked
        isReadOnly
        {...defined({ inputRef: outerInputRef })}
        value={mask(text)}
        suffix={
          <Button
            className={editButton}
            {...(props.label === undefined
              ? {}
              : { 'aria-label': `${MASKED_FIELD_EDIT_LABEL} ${props.label}` })}
            isDisabled={props.isDisabled ?? false}
            onPress={() => {
              setText('');
              setEditing(true);
              setFocusRequested(true);
              onEdit?.();
            }}
          >
            {MASKED_FIELD_EDIT_LABEL}
          </Button>
        }
      />
    );
  }

  return (
    <TextField
      key="editing"
      autoComplete="off"
      {...props}
      {...defined({ name })}
      {...defined({ placeholder })}
      inputRef={setInput}
      inputMode="numeric"
      value={text}
      onChange={(typed) => {
        const next = format(typed);
        if (next !== text) setText(next);
      }}
    />
  );
}
