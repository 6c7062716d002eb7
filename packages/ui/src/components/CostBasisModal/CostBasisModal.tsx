import {
  addCostBasisEntry,
  type CostBasisApiEntry,
  type CostBasisEntryValues,
  type CostBasisFormValues,
  type CostBasisPayload,
  canRemoveEntry,
  costBasisChanged,
  costBasisCounter,
  costBasisFormDefaults,
  costBasisFormSchema,
  costBasisMessages,
  costBasisPayload,
  type DecimalInput,
  parseUsd,
  removeCostBasisEntry,
  USD_DECIMALS,
} from '@cairn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { type Control, Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '../Button/Button';
import { DateInput } from '../DateInput/DateInput';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { MoneyInput } from '../MoneyInput/MoneyInput';
import { QuantityInput } from '../QuantityInput/QuantityInput';
import { TextField } from '../TextField/TextField';
import * as styles from './CostBasisModal.css';

/**
 * The modal's texts (doc 2 §2 "Add Details modal"). The field messages are the domain's
 * (`costBasisMessages`); the help text paraphrases the spec's description of it.
 */
export const costBasisModalTexts = {
  title: 'Add Details',
  asset: 'Asset',
  quantity: 'Quantity',
  costBasis: 'Cost Basis (USD)',
  purchaseDate: 'Purchase Date',
  addMore: '+ Add more cost basis details',
  remove: 'Remove',
  entry: (position: number): string => `Cost basis entry ${position}`,
  removeEntry: (position: number): string => `Remove cost basis entry ${position}`,
  matches: 'matches the deposit amount',
  help: 'If details are missing, a cost basis of $0 is assumed and the date the crypto entered your account is treated as the purchase date.',
  cancel: 'Cancel',
  save: 'Save',
} as const;

export interface CostBasisModalProps
  extends Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'className'> {
  /** The deposit's asset symbol, e.g. 'BTC'; shown in the disabled Asset field and the counter. */
  asset: string;
  /** The deposit's quantity: the entries' quantities must add up to it exactly. */
  depositAmount: DecimalInput;
  /** The saved entries (`GET /tax/transactions/{depositId}/cost-basis`); none starts one empty entry. */
  saved: readonly CostBasisApiEntry[];
  /**
   * Save: called with the `PUT` body only when the entries differ from `saved` (doc 2 §4); the
   * modal closes either way.
   */
  onSave: (payload: CostBasisPayload) => void;
  /** The saved entries are loading: the fields wait and Save is disabled. @default false */
  isLoading?: boolean;
  /** The server's update-enabled flag (doc 2 §6); Save is disabled without it. @default true */
  isUpdateEnabled?: boolean;
  /** The heading. @default 'Add Details' */
  title?: string;
}

// The money input holds an exact decimal ('1234.5'); the saved entries come as its display text.
const moneyValueOf = (text: string) => parseUsd(text)?.toFixed(USD_DECIMALS) ?? '';

interface EntryProps {
  control: Control<CostBasisFormValues>;
  index: number;
  count: number;
  isDisabled: boolean;
  onRemove: () => void;
}

function CostBasisEntry({ control, index, count, isDisabled, onRemove }: EntryProps) {
  const multiple = count >= 2;
  const fields = (
    <div className={styles.entryFields}>
      {/* A single entry's quantity is the deposit amount: the field shows only with two or more. */}
      {multiple ? (
        <Controller
          control={control}
          name={`details.${index}.nativeAmount`}
          render={({ field, fieldState }) => (
            <QuantityInput
              label={costBasisModalTexts.quantity}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isDisabled={isDisabled}
              isInvalid={fieldState.invalid}
              validationBehavior="aria"
              {...(fieldState.error?.message === undefined ? {} : { errorMessage: fieldState.error.message })}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name={`details.${index}.costBasis`}
        render={({ field, fieldState }) => (
          <MoneyInput
            label={costBasisModalTexts.costBasis}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isDisabled={isDisabled}
            isInvalid={fieldState.invalid}
            validationBehavior="aria"
            {...(fieldState.error?.message === undefined ? {} : { errorMessage: fieldState.error.message })}
          />
        )}
      />
      <Controller
        control={control}
        name={`details.${index}.purchaseDate`}
        render={({ field, fieldState }) => (
          <DateInput
            label={costBasisModalTexts.purchaseDate}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isDisabled={isDisabled}
            isInvalid={fieldState.invalid}
            validationBehavior="aria"
            {...(fieldState.error?.message === undefined ? {} : { errorMessage: fieldState.error.message })}
          />
        )}
      />
      {canRemoveEntry(index, count) ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.removeButton}
          aria-label={costBasisModalTexts.removeEntry(index + 1)}
          isDisabled={isDisabled}
          onPress={onRemove}
        >
          {costBasisModalTexts.remove}
        </Button>
      ) : null}
    </div>
  );
  if (!multiple) {
    return (
      <div className={styles.entry} data-entry={index}>
        {fields}
      </div>
    );
  }
  return (
    <fieldset className={styles.entry} data-entry={index} data-multiple="">
      <legend className={styles.legend}>{costBasisModalTexts.entry(index + 1)}</legend>
      {fields}
    </fieldset>
  );
}

interface CostBasisFormProps
  extends Pick<CostBasisModalProps, 'asset' | 'depositAmount' | 'saved' | 'onSave'> {
  isLoading: boolean;
  isUpdateEnabled: boolean;
  close: () => void;
}

function CostBasisForm({
  asset,
  depositAmount,
  saved,
  onSave,
  isLoading,
  isUpdateEnabled,
  close,
}: CostBasisFormProps) {
  const resolver = useMemo(() => zodResolver(costBasisFormSchema(depositAmount)), [depositAmount]);
  const defaultValues = useMemo(
    (): CostBasisFormValues => ({
      details: costBasisFormDefaults(saved, depositAmount).map((entry) => ({
        ...entry,
        costBasis: moneyValueOf(entry.costBasis),
      })),
    }),
    [saved, depositAmount],
  );
  const { control, handleSubmit, getValues } = useForm<CostBasisFormValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { fields, append, replace } = useFieldArray({ control, name: 'details' });
  const details: CostBasisEntryValues[] = useWatch({ control, name: 'details' }) ?? [];
  const counter = costBasisCounter(asset, depositAmount, details);
  const listRef = useRef<HTMLDivElement>(null);
  // After adding, focus moves to the new entry's first field; after removing, to the add button.
  const focusAfter = useRef<'last-entry' | 'add' | null>(null);

  useEffect(() => {
    const list = listRef.current;
    if (focusAfter.current === null || list === null) return;
    const target =
      focusAfter.current === 'last-entry'
        ? Array.from(list.querySelectorAll('[data-entry]')).at(-1)?.querySelector<HTMLElement>('input')
        : list.querySelector<HTMLElement>('[data-add-more]');
    focusAfter.current = null;
    target?.focus();
  });

  const isDisabled = isLoading || !isUpdateEnabled;
  const canSave = !isLoading && isUpdateEnabled && counter.state === 'ok';

  const submit = handleSubmit((values) => {
    if (costBasisChanged(saved, values.details)) onSave(costBasisPayload(values.details));
    close();
  });

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-busy={isLoading}>
      <TextField label={costBasisModalTexts.asset} value={asset} isDisabled />
      <div ref={listRef} className={styles.entries}>
        {fields.map((field, index) => (
          <CostBasisEntry
            key={field.id}
            control={control}
            index={index}
            count={fields.length}
            isDisabled={isDisabled}
            onRemove={() => {
              focusAfter.current = 'add';
              replace(removeCostBasisEntry(getValues('details'), index, depositAmount));
            }}
          />
        ))}
        <Button
          variant="ghost"
          size="sm"
          className={styles.addMore}
          data-add-more=""
          isDisabled={isDisabled}
          onPress={() => {
            const next = addCostBasisEntry(getValues('details'), depositAmount).at(-1);
            if (next === undefined) return;
            focusAfter.current = 'last-entry';
            append(next, { shouldFocus: false });
          }}
        >
          {costBasisModalTexts.addMore}
        </Button>
      </div>
      {counter.visible ? (
        <p className={styles.counter} data-state={counter.state} role="status">
          {counter.text}
          {' · '}
          {counter.state === 'ok' ? costBasisModalTexts.matches : costBasisMessages.quantitiesMustSum}
        </p>
      ) : null}
      <p className={styles.help}>{costBasisModalTexts.help}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>
          {costBasisModalTexts.cancel}
        </Button>
        <Button type="submit" isDisabled={!canSave}>
          {costBasisModalTexts.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * The 'Add Details' modal of a crypto deposit (doc 2 §2 "Add Details modal", §5 "Cost basis
 * entry"): a disabled Asset field; one or more entries of Quantity (shown with two or more), Cost
 * Basis (USD) and Purchase Date (MM/DD/YYYY); '+ Add more cost basis details' adds an entry holding
 * the remaining quantity; entries after the first can be removed; with two or more entries the
 * 'Total {asset}: sum / deposit amount' counter, green when equal and red otherwise, says so in
 * words too; the help text about a $0 basis. Save is disabled while loading, when the quantities do
 * not add up, or when updating is not enabled; it calls `onSave` only when the entries changed, and
 * closes the modal either way. react-hook-form with the domain's `costBasisFormSchema`.
 *
 * Selectors: those of `Dialog`; `[data-entry]` (and `[data-multiple]`) on each entry;
 * `[data-state="ok | error"]` on the counter.
 */
export function CostBasisModal({
  asset,
  depositAmount,
  saved,
  onSave,
  isLoading = false,
  isUpdateEnabled = true,
  title = costBasisModalTexts.title,
  ...dialogProps
}: CostBasisModalProps) {
  return (
    <Dialog {...dialogProps} title={title} size="md">
      {({ close }) => (
        <CostBasisForm
          // Loaded entries start a fresh form.
          key={isLoading ? 'loading' : 'loaded'}
          asset={asset}
          depositAmount={depositAmount}
          saved={saved}
          onSave={onSave}
          isLoading={isLoading}
          isUpdateEnabled={isUpdateEnabled}
          close={close}
        />
      )}
    </Dialog>
  );
}
