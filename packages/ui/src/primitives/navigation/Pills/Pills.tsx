import { useState } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { useArrowing } from '../../private/useArrowing';
import { useEnterOnSelected } from '../../private/useEnterOnSelected';
import { group, oneRow as oneRowClass, pill } from './Pills.css';

/** One filter of {@link Pills}. */
export interface PillItem {
  id: Key;
  label: string;
  /** @default false */
  isDisabled?: boolean;
}

export interface PillsProps {
  /** The filter's name, e.g. 'Model style'. */
  'aria-label': string;
  items: readonly PillItem[];
  /** The selected filter, when the caller controls it. */
  selectedKey?: Key;
  /** The filter selected at first. @default the first item */
  defaultSelectedKey?: Key;
  /** Called with the newly selected filter. */
  onSelectionChange?: (key: Key) => void;
  /** @default false */
  isDisabled?: boolean;
  /** All pills on one row that scrolls sideways, instead of wrapping onto more rows. @default false */
  oneRow?: boolean;
  /** Merged last. */
  className?: string;
}

/**
 * Single-choice filter pills, e.g. View All / Market / Smart Beta / Alpha (react-aria
 * `ToggleButtonGroup` with single selection: a `radiogroup` of `radio` buttons). One pill is always
 * selected; Tab enters the group on the selected pill, arrow keys move to a pill and select it
 * (the APG radio group pattern), Enter or Space selects too.
 *
 * Selectors: pills `[data-selected]`, `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`,
 * `[data-disabled]`.
 */
export function Pills({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled = false,
  oneRow = false,
  className,
  'aria-label': ariaLabel,
}: PillsProps) {
  const first = items[0]?.id;
  const initial = defaultSelectedKey ?? first;
  const ref = useEnterOnSelected<HTMLDivElement>();
  const arrowing = useArrowing(ref);
  const [own, setOwn] = useState<Key | undefined>(initial);
  const current = selectedKey ?? own;
  const select = (key: Key) => {
    if (key === current) return;
    setOwn(key);
    onSelectionChange?.(key);
  };
  return (
    <ToggleButtonGroup
      ref={ref}
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      isDisabled={isDisabled}
      selectedKeys={current === undefined ? [] : [current]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key !== undefined) select(key);
      }}
      className={cx(group, oneRow && oneRowClass, className)}
      data-one-row={oneRow || undefined}
    >
      {items.map((entry) => (
        <ToggleButton
          key={entry.id}
          id={entry.id}
          isDisabled={entry.isDisabled ?? false}
          // A radio is chosen by moving to it: the arrow keys' focus selects (Tab lands on the
          // selected pill already, a press focuses the pill it selects). Only the arrows' focus:
          // Tab out of the group passes over its last pill first (react-aria's toolbar moves
          // focus there so the browser's Tab leaves), which must not choose it.
          onFocus={() => {
            if (arrowing.current) select(entry.id);
          }}
          className={pill}
        >
          {entry.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
