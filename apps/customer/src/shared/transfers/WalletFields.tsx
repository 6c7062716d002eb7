import {
  Banner,
  FormCheckbox,
  FormErrorSummary,
  FormRadioGroup,
  FormTextField,
  Radio,
  Stack,
  Text,
} from '@cairn/ui';
import { monoField } from './transfers.css';

interface NamedField {
  readonly name: string;
  readonly label: string;
}

export interface WalletFieldsProps {
  readonly addressLabel: string;
  /** Yes / No questions after the address, each held as a boolean in the form. */
  readonly questions: readonly NamedField[];
  readonly answers: { readonly yes: string; readonly no: string };
  /** Checkboxes between the questions and the notice. */
  readonly checks?: readonly NamedField[];
  readonly notice: string;
  /**
   * The notice's acknowledgement first (inside the notice's panel), then the checkboxes after it
   * (the submission confirmation where asked).
   */
  readonly acknowledgements: readonly NamedField[];
}

/**
 * The wallet step of a crypto transfer (doc 2 §4, §5): the sending wallet of a deposit or the
 * destination wallet of a withdrawal, the self-hosted and owner answers, then the notice to
 * acknowledge before Continue.
 */
export function WalletFields({
  addressLabel,
  questions,
  answers,
  checks = [],
  notice,
  acknowledgements,
}: WalletFieldsProps) {
  const [acknowledged, ...others] = acknowledgements;
  return (
    <Stack space="16">
      <FormErrorSummary />
      {/* Full width (42 to 62 characters), in monospace so it can be checked character by character. */}
      <FormTextField name="address" label={addressLabel} autoComplete="off" className={monoField} />
      {questions.map((question) => (
        <FormRadioGroup
          key={question.name}
          name={question.name}
          label={question.label}
          orientation="horizontal"
          toValue={(id) => id === 'yes'}
          toId={(value) => (value === true ? 'yes' : value === false ? 'no' : null)}
        >
          <Radio value="yes">{answers.yes}</Radio>
          <Radio value="no">{answers.no}</Radio>
        </FormRadioGroup>
      ))}
      {checks.map((check) => (
        <FormCheckbox key={check.name} name={check.name}>
          {check.label}
        </FormCheckbox>
      ))}
      {/* A money moment (funds sent wrong are lost): a warning note, its acknowledgement inside. */}
      <Banner tone="warning" role="none">
        <Stack space="8">
          <Text>{notice}</Text>
          {acknowledged === undefined ? null : (
            <FormCheckbox name={acknowledged.name}>{acknowledged.label}</FormCheckbox>
          )}
        </Stack>
      </Banner>
      {others.map((check) => (
        <FormCheckbox key={check.name} name={check.name}>
          {check.label}
        </FormCheckbox>
      ))}
    </Stack>
  );
}
