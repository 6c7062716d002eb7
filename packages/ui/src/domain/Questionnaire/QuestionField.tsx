import type { AnswerValue, Question } from '@cairn/domain';
import { Radio, RadioGroup } from '../../primitives/controls/RadioGroup/RadioGroup';
import { Select } from '../../primitives/controls/Select/Select';
import { StopSlider } from '../../primitives/controls/Slider/Slider';
import { TextField } from '../../primitives/controls/TextField/TextField';
import { cx } from '../../utils/cx';
import { defined } from '../../utils/defined';
import { defaultQuestionnaireMessages, type QuestionnaireMessages } from './messages';
import * as styles from './Questionnaire.css';

/** Answers this long or shorter sit two to a row; longer ones take the whole width. */
const SHORT_ANSWER_LENGTH = 24;

export interface QuestionFieldProps {
  /** The question, from the domain's questionnaire definitions. */
  question: Question;
  /** Its answer; `undefined` while unanswered (a slider then shows its middle stop). */
  value: AnswerValue | undefined;
  /** Called with the new answer. */
  onChange: (value: AnswerValue) => void;
  isDisabled?: boolean;
  /** Replaces the dropdown's placeholder (`choose`, 'Select an option'). */
  messages?: Partial<QuestionnaireMessages>;
  /** Merged last onto the field. */
  className?: string;
}

/**
 * One question of a questionnaire, drawn by its kind (doc 1 §2.6): a choice as a group of answer
 * rows (two to a row when every answer is short), a slider over its labelled stops, a dropdown, or
 * a text field. The question's text is set larger than its answers, so it reads as the question.
 * Answers are reported as the option's value (an enumeration value or a numbered range).
 *
 * Selectors: the answer rows `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`.
 */
export function QuestionField({
  question,
  value,
  onChange,
  isDisabled,
  messages,
  className,
}: QuestionFieldProps) {
  const t = { ...defaultQuestionnaireMessages, ...messages };
  const description = question.hint === undefined ? {} : { description: question.hint };
  const disabled = isDisabled === undefined ? {} : { isDisabled };
  const optionOf = (id: string) => question.options.find((option) => String(option.value) === id)?.value;
  const pick = (id: string) => {
    const picked = optionOf(id);
    if (picked !== undefined) onChange(picked);
  };
  const classes = cx(styles.question, className);
  switch (question.kind) {
    case 'choice': {
      const short = question.options.every((option) => option.label.length <= SHORT_ANSWER_LENGTH);
      return (
        <RadioGroup
          {...description}
          {...disabled}
          label={question.label}
          value={value === undefined ? null : String(value)}
          onChange={pick}
          className={classes}
          optionsClassName={cx(styles.options, short && styles.twoColumns)}
        >
          {question.options.map((option) => (
            <Radio key={String(option.value)} value={String(option.value)} className={styles.option}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      );
    }
    case 'slider':
      return (
        <StopSlider
          {...disabled}
          label={question.label}
          stops={question.options}
          {...defined({ value })}
          onChange={onChange}
          className={classes}
        />
      );
    case 'select':
      return (
        <Select
          {...description}
          {...disabled}
          label={question.label}
          placeholder={t.choose}
          options={question.options.map((option) => ({ id: String(option.value), label: option.label }))}
          value={value === undefined ? null : String(value)}
          onChange={(key) => {
            if (key !== null) pick(String(key));
          }}
          className={classes}
        />
      );
    case 'text':
      return (
        <TextField
          {...description}
          {...disabled}
          label={question.label}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          className={classes}
        />
      );
  }
}
