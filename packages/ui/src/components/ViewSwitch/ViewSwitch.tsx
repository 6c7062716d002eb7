import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { group, option } from './ViewSwitch.css';

/** The two layouts of a collection (the marketplace's `view` query parameter). */
export const viewModes = ['list', 'card'] as const;
export type ViewMode = (typeof viewModes)[number];

export interface ViewSwitchProps {
  /** The layout shown, when the caller controls it. */
  value?: ViewMode;
  /** @default 'list' */
  defaultValue?: ViewMode;
  /** Called with the chosen layout. */
  onChange?: (view: ViewMode) => void;
  /** The group's name. @default 'View' */
  'aria-label'?: string;
  /** @default 'List view' */
  listLabel?: string;
  /** @default 'Card view' */
  cardLabel?: string;
  /** @default false */
  isDisabled?: boolean;
  /** Merged last. */
  className?: string;
}

function ListIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
      <path d="M3 4.5h12M3 9h12M3 13.5h12" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function CardIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 18 18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="2.75" y="2.75" width="5.5" height="5.5" rx="1" />
      <rect x="9.75" y="2.75" width="5.5" height="5.5" rx="1" />
      <rect x="2.75" y="9.75" width="5.5" height="5.5" rx="1" />
      <rect x="9.75" y="9.75" width="5.5" height="5.5" rx="1" />
    </svg>
  );
}

/**
 * The list/card layout switch (react-aria `ToggleButtonGroup`, single selection): two icon buttons
 * named 'List view' and 'Card view' in a `radiogroup`; one is always selected.
 *
 * Selectors: options `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export function ViewSwitch({
  value,
  defaultValue = 'list',
  onChange,
  'aria-label': ariaLabel = 'View',
  listLabel = 'List view',
  cardLabel = 'Card view',
  isDisabled = false,
  className,
}: ViewSwitchProps) {
  return (
    <ToggleButtonGroup
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      isDisabled={isDisabled}
      {...(value === undefined ? { defaultSelectedKeys: [defaultValue] } : { selectedKeys: [value] })}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key === 'list' || key === 'card') onChange?.(key);
      }}
      className={[group, className].filter(Boolean).join(' ')}
    >
      <ToggleButton id="list" aria-label={listLabel} className={option}>
        <ListIcon />
      </ToggleButton>
      <ToggleButton id="card" aria-label={cardLabel} className={option}>
        <CardIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
