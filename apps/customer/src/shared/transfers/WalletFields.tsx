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
  readonly notice: string;
  /**
   * The checkboxes, all after the notice they acknowledge and grouped under it: the notice's
   * acknowledgement first, then the wallet's (owner, submission) where asked.
   */
  readonly acknowledgements: readonly NamedField[];
}

/**
 * The wallet step of a crypto transfer (doc 2 §4, §5): the sending wallet of a deposit or the
 * destination wallet of a withdrawal, the Yes / No answers, then the notice and, grouped under it,
 * the checkboxes to tick before Continue.
 */
export function WalletFields({
  addressLabel,
  questions,
  answers,
  notice,
  acknowledgements,
}: WalletFieldsProps) {
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
      {/* A money moment (funds sent wrong are lost): the warning, then what the user confirms,
          grouped right under it, in the order read (issue 30: one checkbox sat inside the panel,
          another under it, and the owner's before the warning). */}
      <Stack space="12">
        <Banner tone="warning" role="none">
          <Text>{notice}</Text>
        </Banner>
        <Stack space="8">
          {acknowledgements.map((check) => (
            <FormCheckbox key={check.name} name={check.name}>
              {check.label}
            </FormCheckbox>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
