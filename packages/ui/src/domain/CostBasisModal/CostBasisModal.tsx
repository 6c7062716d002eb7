import {
  addCostBasisEntry,
  type CostBasisDateLimits,
  type CostBasisDetail,
  type CostBasisEntryValues,
  type CostBasisFormValues,
  canRemoveEntry,
  costBasisChanged,
  costBasisCounter,
  costBasisDetails,
  costBasisFormDefaults,
  costBasisFormSchema,
  costBasisMessages,
  type DecimalInput,
  parseUsd,
  removeCostBasisEntry,
  type SavedCostBasisDetail,
  USD_DECIMALS,
} from '@cairn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Control, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/controls/Button/Button';
import { TextField } from '../../primitives/controls/TextField/TextField';
import { Form } from '../../primitives/forms/Form/Form';
import {
  DialogBody,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  DialogRoot,
} from '../../primitives/overlays/Dialog/Dialog';
import { defined } from '../../utils/defined';
import { FormDateInput } from '../forms/FormDateInput/FormDateInput';
import { FormMoneyInput } from '../forms/FormMoneyInput/FormMoneyInput';
import { FormQuantityInput } from '../forms/FormQuantityInput/FormQuantityInput';
import * as styles from './CostBasisModal.css';
import { type CostBasisModalMessages, defaultCostBasisModalMessages } from './messages';

export interface CostBasisModalProps
  extends Pick<DialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'className'> {
  /** The deposit's asset symbol, e.g. 'BTC'; shown in the disabled Asset field and the counter. */
  asset: string;
  /** The deposit's quantity: the entries' quantities must add up to it exactly. */
  depositAmount: DecimalInput;
  /**
   * The deposit's receipt date and today (tax dates, `taxDateOf`): a purchase date after either is
   * refused in the form (issue 27). Without it only the format is checked.
   */
  dateLimits?: CostBasisDateLimits;
  /**
   * The saved entries (`GET /tax/transactions/{depositId}/cost-basis`, read with the API client's
   * `savedCostBasisDetails`); none starts one empty entry.
   */
  saved: readonly SavedCostBasisDetail[];
  /**
   * Save: called with the entries, exact (the API client's `costBasisUpdateBody` makes the `PUT`
   * body), only when they differ from `saved` (doc 2 §4; unchanged
   * entries close the modal at once). While the promise is pending the modal shows it is saving
   * and cannot be dismissed; it closes once the promise resolves. On rejection it stays open with
   * every entry as typed, so the user can try again: the caller reports the error (the mutation
   * error policy's toast).
   */
  onSave: (details: CostBasisDetail[]) => Promise<void>;
  /** The saved entries are loading: the fields wait and Save is disabled. @default false */
  isLoading?: boolean;
  /** The server's update-enabled flag (doc 2 §6); Save is disabled without it. @default true */
  isUpdateEnabled?: boolean;
  /** The modal's words. @default the spec's ('Add Details', 'Cost Basis (USD)', ...) */
  messages?: Partial<CostBasisModalMessages>;
}

// The money input holds an exact decimal ('1234.5'); the saved entries come as its display text.
const moneyValueOf = (text: string) => parseUsd(text)?.toFixed(USD_DECIMALS) ?? '';

interface EntryProps {
  control: Control<CostBasisFormValues>;
  index: number;
  count: number;
  /** The deposit's asset symbol, drawn inside the quantity field after the figure ('BTC'). */
  asset: string;
  isDisabled: boolean;
  /** Saving: the fields keep focus and their values but take no change. */
  isReadOnly: boolean;
  messages: CostBasisModalMessages;
  onRemove: () => void;
}

function CostBasisEntry({
  control,
  index,
  count,
  asset,
  isDisabled,
  isReadOnly,
  messages: t,
  onRemove,
}: EntryProps) {
  const multiple = count >= 2;
  const fields = (
    <div className={styles.entryFields}>
      {/* A single entry's quantity is the deposit amount: the field shows only with two or more. */}
      {multiple ? (
        <FormQuantityInput
          control={control}
          name={`details.${index}.nativeAmount`}
          label={t.quantity}
          suffix={asset}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
        />
      ) : null}
      <FormMoneyInput
        control={control}
        name={`details.${index}.costBasis`}
        label={t.costBasis}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
      />
      <FormDateInput
        control={control}
        name={`details.${index}.purchaseDate`}
        label={t.purchaseDate}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
      />
      {canRemoveEntry(index, count) ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.removeButton}
          aria-label={t.removeEntry(index + 1)}
          isDisabled={isDisabled || isReadOnly}
          onPress={onRemove}
        >
          {t.remove}
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
      <legend className={styles.legend}>{t.entry(index + 1)}</legend>
      {fields}
    </fieldset>
  );
}

interface CostBasisFormProps
  extends Pick<CostBasisModalProps, 'asset' | 'depositAmount' | 'dateLimits' | 'saved' | 'onSave'> {
  isLoading: boolean;
  isUpdateEnabled: boolean;
  messages: CostBasisModalMessages;
  saving: boolean;
  onSavingChange: (saving: boolean) => void;
  close: () => void;
}

function CostBasisForm({
  asset,
  depositAmount,
  dateLimits,
  saved,
  onSave,
  isLoading,
  isUpdateEnabled,
  messages: t,
  saving,
  onSavingChange,
  close,
}: CostBasisFormProps) {
  const resolver = useMemo(
    () => zodResolver(costBasisFormSchema(depositAmount, dateLimits)),
    [depositAmount, dateLimits],
  );
  const defaultValues = useMemo(
    (): CostBasisFormValues => ({
      details: costBasisFormDefaults(saved, depositAmount).map((entry) => ({
        ...entry,
        costBasis: moneyValueOf(entry.costBasis),
      })),
    }),
    [saved, depositAmount],
  );
  const form = useForm<CostBasisFormValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { control, getValues } = form;
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

  const submit = async (values: CostBasisFormValues) => {
    if (saving) return;
    if (!costBasisChanged(saved, values.details)) {
      close();
      return;
    }
    onSavingChange(true);
    try {
      await onSave(costBasisDetails(values.details));
    } catch {
      // The caller reported the failure; the entries stay for another try.
      onSavingChange(false);
      return;
    }
    onSavingChange(false);
    close();
  };

  return (
    // The form holds the body and the pinned footer (its Save submits it): it takes no box itself.
    <Form form={form} onSubmit={submit} className={styles.frame} aria-busy={isLoading || saving}>
      <DialogBody>
        <div className={styles.form}>
          {/* Doc 2 §3: a disabled Asset field. */}
          <TextField label={t.asset} value={asset} isDisabled className={styles.assetField} />
          <div ref={listRef} className={styles.entries}>
            {fields.map((field, index) => (
              <CostBasisEntry
                key={field.id}
                control={control}
                index={index}
                count={fields.length}
                asset={asset}
                isDisabled={isDisabled}
                // While saving, what is shown is what is being saved: nothing changes until the answer.
                isReadOnly={saving}
                messages={t}
                onRemove={() => {
                  focusAfter.current = 'add';
                  replace(removeCostBasisEntry(getValues('details'), index, depositAmount));
                }}
              />
            ))}
            <Button
              variant="link"
              className={styles.addMore}
              data-add-more=""
              isDisabled={isDisabled || saving}
              onPress={() => {
                const next = addCostBasisEntry(getValues('details'), depositAmount).at(-1);
                if (next === undefined) return;
                focusAfter.current = 'last-entry';
                append(next, { shouldFocus: false });
              }}
            >
              {t.addMore}
            </Button>
          </div>
          {counter.visible ? (
            <p className={styles.counter} data-state={counter.state} role="status">
              {counter.text}
              {' · '}
              {counter.state === 'ok' ? t.matches : costBasisMessages.quantitiesMustSum}
            </p>
          ) : null}
          <p className={styles.help}>{t.help}</p>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" isDisabled={saving} onPress={close}>
          {t.cancel}
        </Button>
        <Button type="submit" isDisabled={!canSave} isPending={saving}>
          {t.save}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * The 'Add Details' modal of a crypto deposit (doc 2 §2 "Add Details modal", §5 "Cost basis
 * entry"): the Asset as a read-only fact row; one or more entries of Quantity (shown with two or more), Cost
 * Basis (USD) and Purchase Date (MM/DD/YYYY); '+ Add more cost basis details' adds an entry holding
 * the remaining quantity; entries after the first can be removed; with two or more entries the
 * 'Total {asset}: sum / deposit amount' counter, green when equal and red otherwise, says so in
 * words too; the help text about a $0 basis. Save is disabled while loading, when the quantities do
 * not add up, or when updating is not enabled. Unchanged entries close the modal at once (doc 2
 * §4: data is sent only when entries differ); changed ones go to `onSave`, and the modal shows Save
 * pending (fields, Cancel and dismissal disabled) until the promise settles: resolved, it closes;
 * rejected, it stays open with the entries as typed. A kit `Form` with the domain's
 * `costBasisFormSchema`: a failed Save focuses the first field in error.
 *
 * Selectors: those of `Dialog`; `[data-entry]` (and `[data-multiple]`) on each entry;
 * `[data-state="ok | error"]` on the counter; `[aria-busy="true"]` on the form while loading or
 * saving.
 */
export function CostBasisModal({
  asset,
  depositAmount,
  dateLimits,
  saved,
  onSave,
  isLoading = false,
  isUpdateEnabled = true,
  messages,
  ...dialogProps
}: CostBasisModalProps) {
  const t: CostBasisModalMessages = { ...defaultCostBasisModalMessages, ...messages };
  const [saving, setSaving] = useState(false);
  return (
    <DialogRoot
      {...dialogProps}
      size="md"
      // Hung from the flows' top edge like the transfer dialogs (issue 30), so adding an entry
      // grows it downward instead of moving its top and its title.
      placement="top"
      // A save under way is not abandoned: its failure would lose what was typed.
      isDismissable={!saving}
      isKeyboardDismissDisabled={saving}
    >
      {({ close }) => (
        <>
          <DialogHeader showCloseButton={!saving}>{t.title}</DialogHeader>
          <CostBasisForm
            // Loaded entries start a fresh form.
            key={isLoading ? 'loading' : 'loaded'}
            asset={asset}
            depositAmount={depositAmount}
            {...defined({ dateLimits })}
            saved={saved}
            onSave={onSave}
            isLoading={isLoading}
            isUpdateEnabled={isUpdateEnabled}
            messages={t}
            saving={saving}
            onSavingChange={setSaving}
            close={close}
          />
        </>
      )}
    </DialogRoot>
  );
}
