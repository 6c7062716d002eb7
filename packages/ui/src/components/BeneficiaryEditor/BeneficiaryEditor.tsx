import {
  allocationTotal,
  BENEFICIARY_SUBTYPE_CODES,
  type Beneficiary,
  type BeneficiaryLists,
  type BeneficiarySubtype,
  beneficiaryListMessages,
  beneficiaryListsSchema,
  beneficiarySubtypeLabels,
  beneficiaryTypeLabels,
  MAX_BENEFICIARIES_PER_GROUP,
  type OnboardingBeneficiaries,
  onboardingBeneficiariesSchema,
  toBeneficiariesPayload,
} from '@cairn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Button } from '../Button/Button';
import { QuantityInput } from '../QuantityInput/QuantityInput';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './BeneficiaryEditor.css';
import {
  type BeneficiaryEditorDraft,
  beneficiaryListsOf,
  type DraftSchema,
  emptyBeneficiary,
} from './beneficiaryDraft';

/** The editor's own texts; the validation messages are the domain's (`beneficiaryMessages`...). */
export const beneficiaryEditorTexts = {
  addNow: 'Would you like to add beneficiaries now?',
  yes: 'Yes',
  no: 'No',
  listTitle: (type: string): string => `${type} Beneficiaries`,
  entry: (type: string, position: number): string => `${type} beneficiary ${position}`,
  relationship: 'Relationship',
  relationshipPlaceholder: 'Select a relationship',
  name: 'Full legal name',
  allocation: 'Allocation',
  add: (type: string): string => `Add ${type} Beneficiary`,
  remove: 'Remove',
  removeEntry: (type: string, position: number): string =>
    `Remove ${type.toLowerCase()} beneficiary ${position}`,
  total: (total: string): string => `Total allocation: ${total}%`,
  empty: (type: string): string => `No ${type.toLowerCase()} beneficiaries.`,
  back: 'Back',
  continue: 'Continue',
  skip: 'Skip',
} as const;

/** Where the editor is used: onboarding asks first whether to add beneficiaries now. */
export const beneficiaryEditorModes = ['onboarding', 'account'] as const;

export interface BeneficiaryEditorProps {
  /**
   * `onboarding` (doc 1 §2.6) asks "add now?" (No offers Skip) and needs at least one primary;
   * `account` (doc 2 §5) edits the lists directly, both may be empty.
   * @default 'onboarding'
   */
  mode?: (typeof beneficiaryEditorModes)[number];
  /** The saved beneficiaries (`GET /account/beneficiaries`); onboarding then starts on Yes. */
  defaultValue?: readonly Beneficiary[];
  /** Continue with valid lists: the `PUT /account/beneficiaries` list (`toBeneficiariesPayload`). */
  onSubmit: (payload: Beneficiary[]) => void;
  /** Skip (onboarding, after No): called with the empty list to save. */
  onSkip?: (payload: Beneficiary[]) => void;
  /** Back; the button shows only with it. */
  onBack?: () => void;
  /** Continue shows progress and ignores presses. @default false */
  isSubmitting?: boolean;
  /** Every field and action is disabled. @default false */
  isDisabled?: boolean;
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

interface RelationshipOption extends SelectOption {
  readonly id: BeneficiarySubtype;
}

const RELATIONSHIP_OPTIONS: readonly RelationshipOption[] = (
  Object.keys(BENEFICIARY_SUBTYPE_CODES) as BeneficiarySubtype[]
).map((subtype) => ({ id: subtype, label: beneficiarySubtypeLabels[subtype] }));

const subtypeKeyOf = (code: number | null): BeneficiarySubtype | null =>
  (Object.keys(BENEFICIARY_SUBTYPE_CODES) as BeneficiarySubtype[]).find(
    (subtype) => BENEFICIARY_SUBTYPE_CODES[subtype] === code,
  ) ?? null;

const allocationText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The list-level message (minimum, maximum, contingent needs a primary); the live total shows its own. */
function listErrorOf(errors: FieldErrors<BeneficiaryEditorDraft>, list: ListName): string | undefined {
  const error = errors[list];
  const message = error?.root?.message ?? error?.message;
  return message === beneficiaryListMessages.totalAllocation ? undefined : message;
}

interface EntryFieldsProps {
  control: Control<BeneficiaryEditorDraft>;
  list: ListName;
  index: number;
  isDisabled: boolean;
  onRemove: () => void;
}

function EntryFields({ control, list, index, isDisabled, onRemove }: EntryFieldsProps) {
  const type = LIST_TYPE[list];
  return (
    <fieldset className={styles.entry} data-entry={`${list}.${index}`}>
      <legend className={styles.legend}>{beneficiaryEditorTexts.entry(type, index + 1)}</legend>
      <div className={styles.entryFields}>
        <Controller
          control={control}
          name={`${list}.${index}.subtype`}
          render={({ field, fieldState }) => (
            <Select
              label={beneficiaryEditorTexts.relationship}
              placeholder={beneficiaryEditorTexts.relationshipPlaceholder}
              options={RELATIONSHIP_OPTIONS}
              value={subtypeKeyOf(field.value ?? null)}
              onChange={(key) => {
                const option = RELATIONSHIP_OPTIONS.find((candidate) => candidate.id === key);
                field.onChange(option === undefined ? null : BENEFICIARY_SUBTYPE_CODES[option.id]);
              }}
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
          name={`${list}.${index}.name`}
          render={({ field, fieldState }) => (
            <TextField
              label={beneficiaryEditorTexts.name}
              autoComplete="off"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              isDisabled={isDisabled}
              isInvalid={fieldState.invalid}
              validationBehavior="aria"
              {...(fieldState.error?.message === undefined ? {} : { errorMessage: fieldState.error.message })}
            />
          )}
        />
        <Controller
          control={control}
          name={`${list}.${index}.allocation`}
          render={({ field, fieldState }) => (
            <QuantityInput
              label={beneficiaryEditorTexts.allocation}
              suffix={<span aria-hidden="true">%</span>}
              value={allocationText(field.value)}
              onChange={(decimal) => field.onChange(decimal === '' ? null : Number(decimal))}
              onBlur={field.onBlur}
              isDisabled={isDisabled}
              isInvalid={fieldState.invalid}
              validationBehavior="aria"
              {...(fieldState.error?.message === undefined ? {} : { errorMessage: fieldState.error.message })}
            />
          )}
        />
        <Button
          variant="ghost"
          size="sm"
          className={styles.removeButton}
          aria-label={beneficiaryEditorTexts.removeEntry(type, index + 1)}
          isDisabled={isDisabled}
          onPress={onRemove}
        >
          {beneficiaryEditorTexts.remove}
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
}

function BeneficiaryList({ control, list, error, isDisabled }: BeneficiaryListProps) {
  const titleId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: list });
  const entries = useWatch({ control, name: list }) ?? [];
  const total = allocationTotal(entries);
  const type = LIST_TYPE[list];
  const isFull = fields.length >= MAX_BENEFICIARIES_PER_GROUP;
  const sectionRef = useRef<HTMLElement>(null);
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
        <h3 id={titleId} className={styles.listTitle}>
          {beneficiaryEditorTexts.listTitle(type)}
        </h3>
        {total.state === 'empty' ? null : (
          <p className={styles.total} data-state={total.state} data-total="">
            {beneficiaryEditorTexts.total(total.total)}
            {total.state === 'error' ? ` · ${beneficiaryListMessages.totalAllocation}` : null}
          </p>
        )}
      </div>
      {fields.length === 0 ? <p className={styles.empty}>{beneficiaryEditorTexts.empty(type)}</p> : null}
      {fields.map((field, index) => (
        <EntryFields
          key={field.id}
          control={control}
          list={list}
          index={index}
          isDisabled={isDisabled}
          onRemove={() => {
            focusAfter.current = 'add';
            remove(index);
          }}
        />
      ))}
      {error === undefined ? null : (
        <p className={styles.listError} role="alert">
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
          {beneficiaryEditorTexts.add(type)}
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
 * total per list that turns to an error state unless it is 100; Back and Continue. Built on
 * react-hook-form with the domain's schema (`onboardingBeneficiariesSchema` or
 * `beneficiaryListsSchema`) through the zod resolver, so every message is the domain's.
 *
 * Selectors: `[data-list="primary | contingent"]` on each list; `[data-state="complete | error"]` on
 * its total; `[data-entry="primary.0"]` on each beneficiary; the fields' own selectors.
 */
export function BeneficiaryEditor({
  mode = 'onboarding',
  defaultValue,
  onSubmit,
  onSkip,
  onBack,
  isSubmitting = false,
  isDisabled = false,
  className,
}: BeneficiaryEditorProps) {
  const resolver = useMemo(() => {
    const schema: DraftSchema<EditorOutput> =
      mode === 'onboarding' ? onboardingBeneficiariesSchema : beneficiaryListsSchema;
    return zodResolver(schema);
  }, [mode]);
  const defaultValues = useMemo((): BeneficiaryEditorDraft => {
    const lists = beneficiaryListsOf(defaultValue ?? []);
    const hasSaved = lists.primary.length + lists.contingent.length > 0;
    return { ...lists, ...(mode === 'onboarding' && hasSaved ? { addBeneficiaries: true } : {}) };
  }, [defaultValue, mode]);

  const { control, handleSubmit, formState, setValue, getValues } = useForm<
    BeneficiaryEditorDraft,
    unknown,
    EditorOutput
  >({
    resolver,
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const addBeneficiaries = useWatch({ control, name: 'addBeneficiaries' });
  const formRef = useRef<HTMLFormElement>(null);
  const showLists = mode === 'account' || addBeneficiaries === true;

  // After a failed Continue, focus the first field in error (react-hook-form cannot focus the
  // select's trigger itself).
  const { submitCount, isSubmitSuccessful } = formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')?.focus();
  }, [submitCount, isSubmitSuccessful]);

  const submit = handleSubmit((output) => {
    if ('primary' in output) onSubmit(toBeneficiariesPayload(output.primary, output.contingent));
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      {mode === 'onboarding' ? (
        <Controller
          control={control}
          name="addBeneficiaries"
          render={({ field }) => (
            <RadioGroup
              label={beneficiaryEditorTexts.addNow}
              orientation="horizontal"
              value={field.value === undefined ? null : field.value ? 'yes' : 'no'}
              onChange={(answer) => {
                const yes = answer === 'yes';
                field.onChange(yes);
                if (yes && (getValues('primary') ?? []).length === 0)
                  setValue('primary', [emptyBeneficiary()]);
              }}
              isDisabled={isDisabled}
            >
              <Radio value="yes">{beneficiaryEditorTexts.yes}</Radio>
              <Radio value="no">{beneficiaryEditorTexts.no}</Radio>
            </RadioGroup>
          )}
        />
      ) : null}
      {showLists ? (
        <>
          <BeneficiaryList
            control={control}
            list="primary"
            error={listErrorOf(formState.errors, 'primary')}
            isDisabled={isDisabled}
          />
          <BeneficiaryList
            control={control}
            list="contingent"
            error={listErrorOf(formState.errors, 'contingent')}
            isDisabled={isDisabled}
          />
        </>
      ) : null}
      <div className={styles.footer}>
        {onBack ? (
          <Button variant="secondary" isDisabled={isDisabled} onPress={onBack}>
            {beneficiaryEditorTexts.back}
          </Button>
        ) : (
          <span />
        )}
        {mode === 'onboarding' && addBeneficiaries === false ? (
          <Button isDisabled={isDisabled} onPress={() => onSkip?.(toBeneficiariesPayload([], []))}>
            {beneficiaryEditorTexts.skip}
          </Button>
        ) : (
          <Button type="submit" isDisabled={isDisabled || !showLists} isPending={isSubmitting}>
            {beneficiaryEditorTexts.continue}
          </Button>
        )}
      </div>
    </form>
  );
}
