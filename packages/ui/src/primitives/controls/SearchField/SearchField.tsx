import { Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  composeRenderProps,
  Input,
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
import * as styles from './SearchField.css';

/** What the status line says while a search runs, unless `loadingText` says otherwise. */
export const SEARCH_LOADING_TEXT = 'Searching…';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldTexts {
  /** Greyed text shown while the field is empty. */
  placeholder?: string;
  /**
   * Called with the query once typing pauses for `debounceMs`, at once on Enter, and with '' at
   * once when the field is cleared (Escape or the clear button).
   */
  onSearch?: (query: string) => void;
  /**
   * The pause before `onSearch` is called (the product's asset searches: 500 ms, doc 2 §5, doc 3 §9).
   * @default 500
   */
  debounceMs?: number;
  /** Whether results are being fetched: a spinner shows and the status line says `loadingText`. */
  isLoading?: boolean;
  /** @default 'Searching…' */
  loadingText?: string;
  /** Whether the last search found nothing: the status line says `emptyText`. */
  isEmpty?: boolean;
  /** The empty-result text, e.g. `emptyStateMessages.noAssetsFound` ('No assets found'). */
  emptyText?: string;
}

/**
 * A search box (react-aria `SearchField`, role `searchbox`) that debounces `onSearch` (doc 2 §5,
 * doc 3 §9: 500 ms). Enter searches at once; Escape or the clear button clears and searches ''.
 * Below it a polite live region says `loadingText` while `isLoading` and `emptyText` when
 * `isEmpty`, so a screen reader hears 'No assets found'.
 *
 * Selectors: on the root `[data-empty]`, `[data-disabled]`, `[data-invalid]`, `[data-loading]`; on
 * the input box `:has(:focus-visible)`, `:hover` (plain CSS states).
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  onSearch,
  debounceMs = 500,
  isLoading = false,
  loadingText = SEARCH_LOADING_TEXT,
  isEmpty = false,
  emptyText,
  onChange,
  onSubmit,
  onClear,
  ...props
}: SearchFieldProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The pending search calls the latest callback, not the one of the keystroke that scheduled it.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  const searchNow = (query: string) => {
    clearTimeout(timer.current);
    latestOnSearch.current?.(query);
  };

  const status = isLoading ? loadingText : isEmpty ? (emptyText ?? '') : '';

  return (
    <AriaSearchField
      {...props}
      data-loading={isLoading || undefined}
      onChange={(query) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latestOnSearch.current?.(query), debounceMs);
        onChange?.(query);
      }}
      onSubmit={(query) => {
        searchNow(query);
        onSubmit?.(query);
      }}
      onClear={() => {
        searchNow('');
        onClear?.();
      }}
      className={composeRenderProps(props.className, (className) => cx(fieldStyles.field, className))}
    >
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <FieldBox>
        <Icon icon={Search} className={cx(fieldStyles.icon, styles.searchIcon)} />
        <Input className={cx(fieldStyles.input, styles.input)} {...defined({ placeholder })} />
        {isLoading && <span className={styles.spinner} aria-hidden="true" />}
        <Button className={cx(fieldStyles.iconButton, styles.clearButton)}>
          <Icon icon={X} className={fieldStyles.icon} />
        </Button>
      </FieldBox>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <div role="status" className={styles.status}>
        {status}
      </div>
    </AriaSearchField>
  );
}
