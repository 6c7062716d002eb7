import { useLayoutEffect, useRef, useState } from 'react';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  composeRenderProps,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { FieldLabel } from '../../private/formField/FormField';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children'> {
  /** The visible label; without it pass `aria-label` (e.g. 'Weight of Bitcoin'). */
  label?: string;
  /**
   * Whether the value shows beside the label, formatted with `formatOptions`.
   * @default true
   */
  showOutput?: boolean;
}

/**
 * A single-value slider (react-aria `Slider`), e.g. an investment's weight: 0–100 in steps of 1
 * by default. Arrow keys step, Page Up/Down jump, Home/End go to the ends; `formatOptions`
 * formats the output and what a screen reader hears (`{ style: 'unit', unit: 'percent' }` gives
 * '25%').
 *
 * Selectors: on the root `[data-disabled]`, `[data-orientation]`; on the track `[data-hovered]`;
 * on the thumb `[data-hovered]`, `[data-dragging]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export function Slider({ label, showOutput = true, ...props }: SliderProps) {
  return (
    <AriaSlider
      {...props}
      className={composeRenderProps(props.className, (className) => cx(styles.slider, className))}
    >
      {(label !== undefined || showOutput) && (
        <div className={styles.header}>
          {label !== undefined && <FieldLabel>{label}</FieldLabel>}
          {showOutput && <SliderOutput className={styles.output} />}
        </div>
      )}
      <SliderTrack className={styles.track}>
        <SliderFill className={styles.fill} />
        <SliderThumb className={styles.thumb} />
      </SliderTrack>
    </AriaSlider>
  );
}

/** What a `StopSlider`'s stop stands for: any string or number the caller chooses. */
export type SliderStopValue = string | number;

/** A labelled stop of a `StopSlider`: a value and its text. */
export interface SliderStop<V extends SliderStopValue = SliderStopValue> {
  readonly value: V;
  readonly label: string;
}

export interface StopSliderProps<V extends SliderStopValue = SliderStopValue>
  extends Omit<
    AriaSliderProps<number>,
    | 'children'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onChangeEnd'
    | 'minValue'
    | 'maxValue'
    | 'step'
    | 'formatOptions'
  > {
  /** The visible label (the question). */
  label?: string;
  /** The stops, in order (e.g. Minimal … Maximum). */
  stops: readonly SliderStop<V>[];
  /** The chosen stop's value (controlled). */
  value?: V;
  /** The starting stop; without it the middle stop (the lower of the two middle ones for an even count). */
  defaultValue?: V;
  /** Called with the stop's value as the thumb moves. */
  onChange?: (value: V) => void;
  /** Called with the stop's value when the thumb is released. */
  onChangeEnd?: (value: V) => void;
}

/**
 * A slider over labelled stops, as in the questionnaires (doc 1 §2.6: sliders start at the middle
 * value). Each stop's label shows under it and is what a screen reader hears (`aria-valuetext`),
 * not its position. Arrows move one stop; Home/End go to the ends.
 *
 * Selectors: those of `Slider`; a stop's label has `[data-current]` while chosen.
 */
export function StopSlider<V extends SliderStopValue = SliderStopValue>({
  label,
  stops,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  ...props
}: StopSliderProps<V>) {
  const indexOf = (stop: V | undefined) =>
    Math.max(
      0,
      stops.findIndex((candidate) => candidate.value === stop),
    );
  const [own, setOwn] = useState(() =>
    indexOf(defaultValue ?? stops[Math.floor((stops.length - 1) / 2)]?.value),
  );
  const current = value === undefined ? own : indexOf(value);
  const currentLabel = stops[current]?.label ?? '';
  const count = stops.length;

  // react-aria derives aria-valuetext from a number formatter; a stop is heard by its label
  // ('Medium'), not its position ('2'). Set after every commit, so it wins over the formatted number.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    inputRef.current?.setAttribute('aria-valuetext', currentLabel);
  });

  return (
    <AriaSlider
      {...props}
      value={current}
      minValue={0}
      maxValue={Math.max(0, count - 1)}
      step={1}
      onChange={(index) => {
        const stop = stops[index];
        if (!stop) return;
        if (value === undefined) setOwn(index);
        onChange?.(stop.value);
      }}
      onChangeEnd={(index) => {
        const stop = stops[index];
        if (stop) onChangeEnd?.(stop.value);
      }}
      className={composeRenderProps(props.className, (className) => cx(styles.slider, className))}
    >
      <div className={styles.header}>
        {label !== undefined && <FieldLabel>{label}</FieldLabel>}
        <SliderOutput className={styles.output}>{currentLabel}</SliderOutput>
      </div>
      {/* Half a column of inset puts each stop under its label's centre. */}
      <SliderTrack className={styles.track} style={{ marginInline: `calc(50% / ${count})` }}>
        <SliderFill className={styles.fill} />
        <SliderThumb className={styles.thumb} inputRef={inputRef} />
      </SliderTrack>
      <div
        className={styles.stops}
        style={{ gridTemplateColumns: `repeat(${count}, 1fr)` }}
        aria-hidden="true"
      >
        {stops.map((stop, index) => (
          <span
            key={String(stop.value)}
            className={styles.stopLabel}
            data-current={index === current || undefined}
          >
            {stop.label}
          </span>
        ))}
      </div>
    </AriaSlider>
  );
}
