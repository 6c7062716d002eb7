import { Check, ChevronDown } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { Icon } from '../foundations/Icon/Icon';
import { useArrowing } from '../private/useArrowing';
import { useEnterOnSelected } from '../private/useEnterOnSelected';
import * as css from './charts.css';

/**
 * A value that is either controlled (`value` given) or kept here (`defaultValue`), reporting
 * changes through `onChange` either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const current = value === undefined ? own : value;
  const set = useCallback(
    (next: T) => {
      setOwn(next);
      onChange?.(next);
    },
    [onChange],
  );
  return [current, set];
}

export interface SegmentOption<K extends string> {
  readonly id: K;
  readonly label: string;
  readonly isDisabled?: boolean;
}

interface SegmentedProps<K extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentOption<K>[];
  value: K;
  onChange: (value: K) => void;
}

/**
 * One choice among buttons (react-aria `ToggleButtonGroup`, single selection: a radio group to
 * assistive technology). Tab enters the group on the selected button, arrow keys move to a button
 * and choose it (the APG radio group pattern), Enter or Space chooses too.
 *
 * Selectors: `[data-selected]`, `[data-disabled]`, `[data-hovered]`, `[data-focus-visible]`.
 */
export function Segmented<K extends string>({ label, options, value, onChange }: SegmentedProps<K>) {
  const ref = useEnterOnSelected<HTMLDivElement>();
  const arrowing = useArrowing(ref);
  return (
    <ToggleButtonGroup
      ref={ref}
      aria-label={label}
      className={css.segmented}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (typeof next === 'string' && next !== value) onChange(next as K);
      }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.id}
          id={option.id}
          className={css.segment}
          // Only the arrows' focus chooses (see `Pills`): Tab out of the group passes over its last button.
          onFocus={() => {
            if (arrowing.current && option.id !== value) onChange(option.id);
          }}
          {...(option.isDisabled ? { isDisabled: true } : {})}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

interface ChartSwitchProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/** An on/off switch (react-aria `Switch`): 'Show flows'. Selectors: `[data-selected]`, `[data-focus-visible]`. */
export function ChartSwitch({ label, isSelected, onChange }: ChartSwitchProps) {
  return (
    <Switch className={css.switchRoot} isSelected={isSelected} onChange={onChange}>
      <span className={css.switchTrack} aria-hidden="true">
        <span className={css.switchThumb} />
      </span>
      {label}
    </Switch>
  );
}

interface ChartSelectProps<K extends string> {
  label: string;
  options: readonly SegmentOption<K>[];
  value: K;
  onChange: (value: K) => void;
}

/** A dropdown (react-aria `Select`): the bar chart's Weekly/Monthly/Quarterly/Yearly. */
export function ChartSelect<K extends string>({ label, options, value, onChange }: ChartSelectProps<K>) {
  return (
    <Select
      className={css.select}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (typeof key === 'string') onChange(key as K);
      }}
    >
      <Label className={css.selectLabel}>{label}</Label>
      <Button className={css.selectButton}>
        <SelectValue />
        <Icon icon={ChevronDown} className={css.selectChevron} />
      </Button>
      <Popover className={css.popover}>
        <ListBox className={css.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className={css.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export interface SeriesChoice {
  readonly name: string;
  readonly color: string;
  /**
   * The series' dash array in px (`[]`: solid), as drawn in the chart (`lineDash(index)`); `null`
   * for a bar series, keyed by a square swatch.
   */
  readonly lineDash: readonly number[] | null;
}

interface SeriesPickerProps {
  label: string;
  series: readonly SeriesChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * Which series the chart shows (react-aria `CheckboxGroup`): one checkbox per series with its line
 * sample (a square for bars), so the key reads by line style as well as colour.
 */
export function SeriesPicker({ label, series, selected, onChange }: SeriesPickerProps) {
  return (
    <CheckboxGroup className={css.seriesGroup} value={[...selected]} onChange={onChange}>
      <Label className={css.seriesLabel}>{label}</Label>
      <div className={css.seriesList}>
        {series.map((choice) => (
          <Checkbox key={choice.name} value={choice.name} className={css.checkbox}>
            <span className={css.checkboxBox} aria-hidden="true">
              <Icon icon={Check} className={css.checkMark} />
            </span>
            {/* The line sample in the series' dash (3 px), or a bar series' 12 px square, stroked
                in the text colour that forced colours keep (the palette colour otherwise). */}
            <svg
              className={css.swatch}
              viewBox="0 0 24 12"
              aria-hidden="true"
              style={{ color: choice.color }}
            >
              <line
                x1={choice.lineDash ? 0 : 6}
                y1="6"
                x2={choice.lineDash ? 24 : 18}
                y2="6"
                stroke="currentColor"
                strokeWidth={choice.lineDash ? 3 : 12}
                strokeDasharray={choice.lineDash?.length ? choice.lineDash.join(' ') : undefined}
              />
            </svg>
            {choice.name}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}

interface TableToggleProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/** The 'View as table' toggle (react-aria `ToggleButton`, `aria-pressed`). */
export function TableToggle({ label, isSelected, onChange }: TableToggleProps) {
  return (
    <ToggleButton className={css.toggleButton} isSelected={isSelected} onChange={onChange}>
      {label}
    </ToggleButton>
  );
}
