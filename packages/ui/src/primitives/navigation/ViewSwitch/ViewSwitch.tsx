import { LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { useArrowing } from '../../private/useArrowing';
import { useEnterOnSelected } from '../../private/useEnterOnSelected';
import { group, option } from './ViewSwitch.css';

/** The two layouts of a collection (the marketplace's `view` query parameter). */
export const viewModes = ['list', 'card'] as const;
export type ViewMode = (typeof viewModes)[number];

/** The words of `ViewSwitch`: its two options' names. */
export interface ViewSwitchMessages {
  list: string;
  card: string;
}

const defaultMessages: ViewSwitchMessages = { list: 'List view', card: 'Card view' };

export interface ViewSwitchProps {
  /** The layout shown, when the caller controls it. */
  value?: ViewMode;
  /** @default 'list' */
  defaultValue?: ViewMode;
  /** Called with the chosen layout. */
  onChange?: (view: ViewMode) => void;
  /** The group's name. @default 'View' */
  'aria-label'?: string;
  /** Replaces the options' names: `list`, `card`. @default { list: 'List view', card: 'Card view' } */
  messages?: Partial<ViewSwitchMessages>;
  /** @default false */
  isDisabled?: boolean;
  /** Merged last. */
  className?: string;
}

/**
 * The list/card layout switch (react-aria `ToggleButtonGroup`, single selection): two icon buttons
 * named 'List view' and 'Card view' in a `radiogroup`; one is always selected, and Tab enters the
 * group on it. The arrow keys move to the other layout and choose it (the APG radio group pattern),
 * Enter or Space chooses too.
 *
 * Selectors: options `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export function ViewSwitch({
  value,
  defaultValue = 'list',
  onChange,
  'aria-label': ariaLabel = 'View',
  messages,
  isDisabled = false,
  className,
}: ViewSwitchProps) {
  const t = { ...defaultMessages, ...messages };
  const [own, setOwn] = useState<ViewMode>(defaultValue);
  const ref = useEnterOnSelected<HTMLDivElement>();
  const arrowing = useArrowing(ref);
  const current = value ?? own;
  const choose = (key: ViewMode) => {
    if (key === current) return;
    setOwn(key);
    onChange?.(key);
  };
  // A radio is chosen by moving to it: only the arrows' focus chooses (see `Pills`).
  const chooseOnArrow = (key: ViewMode) => () => {
    if (arrowing.current) choose(key);
  };
  return (
    <ToggleButtonGroup
      ref={ref}
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      isDisabled={isDisabled}
      selectedKeys={[current]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key === 'list' || key === 'card') choose(key);
      }}
      className={cx(group, className)}
    >
      <ToggleButton id="list" aria-label={t.list} className={option} onFocus={chooseOnArrow('list')}>
        <Icon icon={List} size="md" />
      </ToggleButton>
      <ToggleButton id="card" aria-label={t.card} className={option} onFocus={chooseOnArrow('card')}>
        <Icon icon={LayoutGrid} size="md" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
