import type { AnswerValue, Question } from '@cairn/domain';
import { Radio, RadioGroup, Select, StopSlider, TextField } from '@cairn/ui';
import { questionnaireTexts as texts } from '../../texts';

/** One question of a questionnaire page, by its kind: option list, slider, dropdown or text. */
export function QuestionField({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
}) {
  const description = question.hint;
  const byKey = (key: string) => question.options.find((option) => String(option.value) === key)?.value;
  switch (question.kind) {
    case 'choice':
      return (
        <RadioGroup
          label={question.label}
          {...(description === undefined ? {} : { description })}
          value={value === undefined ? null : String(value)}
          onChange={(key) => {
            const picked = byKey(key);
            if (picked !== undefined) onChange(picked);
          }}
        >
          {question.options.map((option) => (
            <Radio key={String(option.value)} value={String(option.value)}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'slider':
      return (
        <StopSlider
          label={question.label}
          stops={question.options}
          {...(value === undefined ? {} : { value })}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <Select
          label={question.label}
          {...(description === undefined ? {} : { description })}
          placeholder={texts.choose}
          options={question.options.map((option) => ({ id: String(option.value), label: option.label }))}
          value={value === undefined ? null : String(value)}
          onChange={(key) => {
            const picked = key === null ? undefined : byKey(String(key));
            if (picked !== undefined) onChange(picked);
          }}
        />
      );
    case 'text':
      return (
        <TextField
          label={question.label}
          {...(description === undefined ? {} : { description })}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
  }
}
