import {
  allocationTotal,
  BENEFICIARY_SUBTYPE_CODES,
  type BeneficiaryLists,
  type BeneficiarySubtype,
  beneficiaryListIssues,
  beneficiaryListMessages,
  beneficiaryListsSchema,
  beneficiarySubtypeLabels,
  beneficiaryTypeLabels,
  MAX_BENEFICIARIES_PER_GROUP,
  type OnboardingBeneficiaries,
  onboardingBeneficiariesSchema,
} from '@cairn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { Button } from '../../primitives/controls/Button/Button';
import { Radio } from '../../primitives/controls/RadioGroup/RadioGroup';
import type { SelectOption } from '../../primitives/controls/Select/Select';
import { Form } from '../../primitives/forms/Form/Form';
import { FormErrorSummary } from '../../primitives/forms/FormErrorSummary/FormErrorSummary';
import { FormRadioGroup } from '../../primitives/forms/FormRadioGroup/FormRadioGroup';
import { FormSelect } from '../../primitives/forms/FormSelect/FormSelect';
import { FormTextField } from '../../primitives/forms/FormTextField/FormTextField';
import { useErrorTarget } from '../../primitives/forms/fieldElements';
import { OnboardingActions } from '../../primitives/templates/OnboardingLayout/OnboardingLayout';
import { cx } from '../../utils/cx';
import { FormQuantityInput } from '../forms/FormQuantityInput/FormQuantityInput';
import * as answerTiles from '../Questionnaire/Questionnaire.css';
import * as styles from './BeneficiaryEditor.css';
import {
  type BeneficiaryEditorDraft,
  beneficiaryListsOf,
  type DraftSchema,
  emptyBeneficiary,
} from './beneficiaryDraft';
import { type BeneficiaryEditorMessages, defaultBeneficiaryEditorMessages } from './messages';

/** No saved beneficiaries. */
const NO_BENEFICIARIES: BeneficiaryLists = { primary: [], contingent: [] };

/** Where the editor is used: onboarding asks first whether to add beneficiaries now. */
export const beneficiaryEditorModes = ['onboarding', 'account'] as const;

export interface BeneficiaryEditorProps {
  /**
   * `onboarding` (doc 1 §2.6) asks "add now?" (No offers Skip) and needs at least one primary;
   * `account` (doc 2 §5) edits the lists directly, both may be empty.
   * @default 'onboarding'
   */
  mode?: (typeof beneficiaryEditorModes)[number];
  /**
   * The saved beneficiaries by list (`GET /account/beneficiaries`, split with the API client's
   * `fromBeneficiariesPayload`); onboarding then starts on Yes.
   */
  defaultValue?: BeneficiaryLists;
  /** Continue with valid lists (the API client's `toBeneficiariesPayload` makes the `PUT` list). */
  onSubmit: (lists: BeneficiaryLists) => void;
  /** Skip (onboarding, after No): called with two empty lists to save. */
  onSkip?: (lists: BeneficiaryLists) => void;
  /** Back; the button shows only with it. */
  onBack?: () => void;
  /** Continue shows progress and ignores presses. @default false */
  isSubmitting?: boolean;
  /** Every field and action is disabled. @default false */
  isDisabled?: boolean;
  /** Replaces some of the editor's words (the spec's by default: 'Would you like to add beneficiaries now?', 'Add Primary Beneficiary', ...). */
  messages?: Partial<BeneficiaryEditorMessages>;
  /** Merged last onto the form. */
  className?: string;
}

type ListName = 'primary' | 'contingent';
type EditorOutput = OnboardingBeneficiaries | BeneficiaryLists;

const LIST_TYPE = {
  primary: beneficiaryTypeLabels.PRIMARY,
  contingent: beneficiaryTypeLabels.CONTINGENCY,
} as const;
const MAX_MESSAGE = {
  primary: beneficiaryListMessages.maxPrimary,
  contingent: beneficiaryListMessages.maxContingent,
} as const;

const SUBTYPES = Object.keys(BENEFICIARY_SUBTYPE_CODES) as BeneficiarySubtype[];
const RELATIONSHIP_OPTIONS: readonly SelectOption[] = SUBTYPES.map((subtype) => ({
  id: subtype,
  label: beneficiarySubtypeLabels[subtype],
}));

// The form holds the relationship's code (1 to 5, `null` until chosen); the select shows its key.
const subtypeOfCode = (code: unknown): BeneficiarySubtype | null =>
  SUBTYPES.find((subtype) => BENEFICIARY_SUBTYPE_CODES[subtype] === code) ?? null;
const codeOfSubtype = (id: string): number | null => {
  const subtype = SUBTYPES.find((candidate) => candidate === id);
  return subtype === undefined ? null : BENEFICIARY_SUBTYPE_CODES[subtype];
};
// The allocation is a percent held as a number, `null` while empty.
const allocationOf = (decimal: string): number | null => (decimal === '' ? null : Number(decimal));

const LISTS: readonly ListName[] = ['primary', 'contingent'];

/** The list's own message (minimum, maximum, contingent needs a primary, total). */
const listMessageOf = (errors: FieldErrors<BeneficiaryEditorDraft>, list: ListName): string | undefined =>
  errors[list]?.root?.message ?? errors[list]?.message;

/** The list-level message shown under the list; the live total shows its own. */
function listErrorOf(errors: FieldErrors<BeneficiaryEditorDraft>, list: ListName): string | undefined {
  const message = listMessageOf(errors, list);
  return message === beneficiaryListMessages.totalAllocation ? undefined : message;
}

interface EntryFieldsProps {
  control: Control<BeneficiaryEditorDraft>;
  list: ListName;
  index: number;
  isDisabled: boolean;
  messages: BeneficiaryEditorMessages;
  onRemove: () => void;
}

function EntryFields({ control, list, index, isDisabled, messages: t, onRemove }: EntryFieldsProps) {
  const type = LIST_TYPE[list];
  return (
    <fieldset className={styles.entry} data-entry={`${list}.${index}`}>
      <legend className={styles.legend}>{t.entry(type, index + 1)}</legend>
      <div className={styles.entryFields}>
        <FormSelect
          control={control}
          name={`${list}.${index}.subtype`}
          label={t.relationship}
          placeholder={t.relationshipPlaceholder}
          options={RELATIONSHIP_OPTIONS}
          toValue={codeOfSubtype}
          toId={subtypeOfCode}
          isDisabled={isDisabled}
        />
        <FormTextField
          control={control}
          name={`${list}.${index}.name`}
          label={t.name}
          autoComplete="off"
          isDisabled={isDisabled}
        />
        <FormQuantityInput
          control={control}
          name={`${list}.${index}.allocation`}
          label={t.allocation}
          suffix={<span aria-hidden="true">%</span>}
          toValue={allocationOf}
          isDisabled={isDisabled}
        />
        <Button
          variant="ghost"
          size="sm"
          className={styles.removeButton}
          aria-label={t.removeEntry(type, index + 1)}
          isDisabled={isDisabled}
          onPress={onRemove}
        >
          {t.remove}
        </Button>
      </div>
    </fieldset>
  );
}

interface BeneficiaryListProps {
  control: Control<BeneficiaryEditorDraft>;
  list: ListName;
  error: string | undefined;
  isDisabled: boolean;
  messages: BeneficiaryEditorMessages;
}

function BeneficiaryList({ control, list, error, isDisabled, messages: t }: BeneficiaryListProps) {
  const titleId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: list });
  const entries = useWatch({ control, name: list }) ?? [];
  const total = allocationTotal(entries);
  // A total under or over 100 is an error once an allocation of the list was typed in or left, or
  // after a submit: a beneficiary just added (its allocation empty) shows 'Total: 0%' in plain text.
  const { dirtyFields, touchedFields, isSubmitted } = useFormState({ control, name: list });
  const isAnswered = [dirtyFields[list], touchedFields[list]].some((entries) =>
    entries?.some((entry) => entry?.allocation === true),
  );
  const totalState = total.state === 'error' && !isAnswered && !isSubmitted ? 'pending' : total.state;
  const type = LIST_TYPE[list];
  const isFull = fields.length >= MAX_BENEFICIARIES_PER_GROUP;
  const sectionRef = useRef<HTMLElement>(null);
  // The list's own errors (its total, its minimum) point at its heading.
  const errorTarget = useErrorTarget(list);
  // After Add, focus moves to the new beneficiary's first field; after Remove, to Add.
  const focusAfter = useRef<'last-entry' | 'add' | null>(null);

  useEffect(() => {
    const section = sectionRef.current;
    if (focusAfter.current === null || section === null) return;
    const target =
      focusAfter.current === 'last-entry'
        ? Array.from(section.querySelectorAll('[data-entry]'))
            .at(-1)
            ?.querySelector<HTMLElement>('button, input')
        : section.querySelector<HTMLElement>('[data-add]');
    focusAfter.current = null;
    target?.focus();
  });

  return (
    <section ref={sectionRef} aria-labelledby={titleId} className={styles.list} data-list={list}>
      <div className={styles.listHeader}>
        <h3 id={titleId} ref={errorTarget} tabIndex={-1} className={styles.listTitle}>
          {t.listTitle(type)}
        </h3>
        {total.state === 'empty' ? null : (
          <p className={styles.total} data-state={totalState} data-total="">
            {t.total(total.total)}
            {totalState === 'error' ? ` · ${beneficiaryListMessages.totalAllocation}` : null}
          </p>
        )}
      </div>
      {fields.length === 0 ? <p className={styles.empty}>{t.empty(type)}</p> : null}
      {fields.map((field, index) => (
        <EntryFields
          key={field.id}
          control={control}
          list={list}
          index={index}
          isDisabled={isDisabled}
          messages={t}
          onRemove={() => {
            focusAfter.current = 'add';
            remove(index);
          }}
        />
      ))}
      {error === undefined ? null : (
        <p className={styles.listError} data-list-error="">
          {error}
        </p>
      )}
      <div className={styles.listActions}>
        <Button
          variant="secondary"
          size="sm"
          data-add=""
          isDisabled={isDisabled || isFull}
          onPress={() => {
            focusAfter.current = 'last-entry';
            append(emptyBeneficiary(), { shouldFocus: false });
          }}
        >
          {t.add(type)}
        </Button>
        {isFull ? <p className={styles.hint}>{MAX_MESSAGE[list]}</p> : null}
      </div>
    </section>
  );
}

/**
 * The beneficiaries editor (doc 1 §2.6, §5; doc 2 §5): in onboarding first "add now?" (No offers
 * Skip, which saves an empty list); then the primary and contingent lists, up to 10 each, each
 * beneficiary with relationship, full legal name and allocation (the list gives its type); a live
 * total per list that turns to an error state unless it is 100 (once an allocation of the list was typed or left, or after a submit: `pending` before); Back and Continue. A kit `Form`
 * with the domain's schema (`onboardingBeneficiariesSchema` or `beneficiaryListsSchema`) through
 * the zod resolver, so every message is the domain's: a failed Continue lists them in the error
 * summary and focuses the first field in error (a list's own error focuses its heading).
 *
 * Selectors: `[data-list="primary | contingent"]` on each list; `[data-state="complete | pending | error"]` on
 * its total; `[data-entry="primary.0"]` on each beneficiary; `[data-list-error]` on a list's own
 * message; the fields' own selectors.
 */
export function BeneficiaryEditor({
  mode = 'onboarding',
  defaultValue,
  onSubmit,
  onSkip,
  onBack,
  isSubmitting = false,
  isDisabled = false,
  messages,
  className,
}: BeneficiaryEditorProps) {
  const t: BeneficiaryEditorMessages = { ...defaultBeneficiaryEditorMessages, ...messages };
  const resolver = useMemo(() => {
    const schema: DraftSchema<EditorOutput> =
      mode === 'onboarding' ? onboardingBeneficiariesSchema : beneficiaryListsSchema;
    return zodResolver(schema);
  }, [mode]);
  const defaultValues = useMemo((): BeneficiaryEditorDraft => {
    const lists = beneficiaryListsOf(defaultValue ?? NO_BENEFICIARIES);
    const hasSaved = lists.primary.length + lists.contingent.length > 0;
    return { ...lists, ...(mode === 'onboarding' && hasSaved ? { addBeneficiaries: true } : {}) };
  }, [defaultValue, mode]);

  const form = useForm<BeneficiaryEditorDraft, unknown, EditorOutput>({
    resolver,
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { control, formState, setValue, getValues, trigger } = form;
  const addBeneficiaries = useWatch({ control, name: 'addBeneficiaries' });
  const showLists = mode === 'account' || addBeneficiaries === true;

  // react-hook-form revalidates only the field that changed, never its list: once a list's own
  // problem is solved (the total reaches 100), validate the list again so its message goes.
  const values = useWatch({ control });
  const { isSubmitted, errors } = formState;
  useEffect(() => {
    if (!isSubmitted) return;
    const issues = beneficiaryListIssues(
      { primary: values.primary ?? [], contingent: values.contingent ?? [] },
      { requirePrimary: mode === 'onboarding' },
    );
    for (const list of LISTS) {
      const message = listMessageOf(errors, list);
      const solved = !issues.some((issue) => issue.path[0] === list && issue.message === message);
      if (message !== undefined && solved) void trigger(list);
    }
  }, [values, isSubmitted, errors, mode, trigger]);

  // react-hook-form validates a list's entries together when one of them is left, so a field not
  // yet touched can show a message ('Allocation is required') and keep it while its value is then
  // typed. A field showing a message is validated again as soon as its value changes, so no stale
  // message sits under a filled field (nor shifts the form under the pointer on its way to Continue).
  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    const changed: `${ListName}.${number}.${'subtype' | 'name' | 'allocation'}`[] = [];
    for (const list of LISTS) {
      (values[list] ?? []).forEach((entry, index) => {
        for (const key of ['subtype', 'name', 'allocation'] as const) {
          if (errors[list]?.[index]?.[key] === undefined) continue;
          if (entry?.[key] !== before[list]?.[index]?.[key]) changed.push(`${list}.${index}.${key}`);
        }
      });
    }
    if (changed.length > 0) void trigger(changed);
  }, [values, errors, trigger]);

  const primary =
    mode === 'onboarding' && addBeneficiaries === false ? (
      <Button isDisabled={isDisabled} onPress={() => onSkip?.({ primary: [], contingent: [] })}>
        {t.skip}
      </Button>
    ) : (
      <Button type="submit" isDisabled={isDisabled || !showLists} isPending={isSubmitting}>
        {t.continue}
      </Button>
    );

  return (
    <Form
      form={form}
      onSubmit={(output) => {
        if ('primary' in output) onSubmit({ primary: output.primary, contingent: output.contingent });
      }}
      className={cx(styles.form, className)}
    >
      <FormErrorSummary />
      {mode === 'onboarding' ? (
        <FormRadioGroup
          control={control}
          name="addBeneficiaries"
          label={t.addNow}
          // The questionnaire's answer tiles: the page's one question is its visual centre.
          optionsClassName={cx(answerTiles.options, answerTiles.twoColumns)}
          toValue={(answer) => answer === 'yes'}
          toId={(value) => (value === undefined ? null : value === true ? 'yes' : 'no')}
          onChange={(answer) => {
            if (answer === 'yes' && (getValues('primary') ?? []).length === 0)
              setValue('primary', [emptyBeneficiary()]);
          }}
          isDisabled={isDisabled}
        >
          <Radio value="yes" className={answerTiles.option}>
            {t.yes}
          </Radio>
          <Radio value="no" className={answerTiles.option}>
            {t.no}
          </Radio>
        </FormRadioGroup>
      ) : null}
      {showLists ? (
        <>
          <BeneficiaryList
            control={control}
            list="primary"
            error={listErrorOf(formState.errors, 'primary')}
            isDisabled={isDisabled}
            messages={t}
          />
          <BeneficiaryList
            control={control}
            list="contingent"
            error={listErrorOf(formState.errors, 'contingent')}
            isDisabled={isDisabled}
            messages={t}
          />
        </>
      ) : null}
      {onBack ? (
        <div className={styles.footer}>
          <Button variant="secondary" isDisabled={isDisabled} onPress={onBack}>
            {t.back}
          </Button>
          {primary}
        </div>
      ) : (
        // Inside the onboarding frame: the frame's one footer row (its Back at the left).
        <OnboardingActions {...(showLists || addBeneficiaries === false ? {} : { reason: t.answerFirst })}>
          {primary}
        </OnboardingActions>
      )}
    </Form>
  );
}
