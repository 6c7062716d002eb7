import { DEACTIVATION_REASON_OPTIONS } from '@cairn/domain';
import { FieldRow, FormSelect, FormTextField } from '@cairn/ui';
import { accountClosureTexts, fiatWithdrawalTexts } from './copy';
import { monoField } from './transfers.css';

/**
 * The bank account a USD withdrawal goes to (doc 2 §5 "USD bank withdrawal": 9-digit routing number, 8 to 17-digit account number, 5 to 17 in the closure flow): routing and account
 * numbers, typed as digits. The wire withdrawal, the account closure and the deactivation wizard
 * ask for it alike. `inRow`: the two side by side (a step that must stay at its flow's least height:
 * the deactivation's overview, issue 30).
 */
export function BankAccountFields({ inRow = false }: { inRow?: boolean }) {
  // The flows' one field-width rule (issue 30): every short field and select on the one 320 px
  // column (`md`), prose fields full width; in monospace while typed, to be checked digit by digit.
  const fields = [
    <FormTextField
      key="routing"
      name="routingNumber"
      label={fiatWithdrawalTexts.routingNumber}
      inputMode="numeric"
      size="md"
      className={monoField}
    />,
    <FormTextField
      key="account"
      name="accountNumber"
      label={fiatWithdrawalTexts.accountNumber}
      inputMode="numeric"
      size="md"
      className={monoField}
    />,
  ];
  return inRow ? <FieldRow>{fields}</FieldRow> : fields;
}

/**
 * The reason for leaving (doc 2 §5 "Deactivation requires a reason", the codes 1 to 8), held as its
 * code, so values the schema has parsed fill the select again on the way back.
 */
export function ClosureReasonSelect() {
  return (
    <FormSelect
      name="reason"
      label={accountClosureTexts.reasonQuestion}
      // What the answer is for (review 11b: a lone select with no word on why it is asked).
      description={accountClosureTexts.reasonHint}
      placeholder={accountClosureTexts.reasonPlaceholder}
      // The flows' one field-width rule: the 320 px column of every short field and select (issue 30).
      size="md"
      toValue={(id) => Number(id)}
      toId={(value) => (value === undefined || value === null || value === '' ? null : String(value))}
      options={DEACTIVATION_REASON_OPTIONS.map((option) => ({
        id: String(option.value),
        label: option.label,
      }))}
    />
  );
}
