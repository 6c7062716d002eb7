import {
  canRemoveInvestment,
  normalizeWeight,
  portfolioWeightMessages,
  validatePortfolioWeights,
  WEIGHT_MAX_INPUT,
  WEIGHT_MIN_INPUT,
  WEIGHT_STEP,
} from '@cairn/domain';
import { CircleCheck, Plus, X } from 'lucide-react';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../primitives/controls/Button/Button';
import { Slider } from '../../primitives/controls/Slider/Slider';
import { TextField } from '../../primitives/controls/TextField/TextField';
import { Badge } from '../../primitives/feedback/Badge/Badge';
import { Icon } from '../../primitives/foundations/Icon/Icon';
import { Image } from '../../primitives/foundations/Image/Image';
import { NoticeDialog } from '../../primitives/overlays/AlertDialog/NoticeDialog';
import { cx } from '../../utils/cx';
import { defaultPortfolioEditorMessages, type PortfolioEditorMessages } from './messages';
import * as styles from './PortfolioEditor.css';

/** One investment of the portfolio: a model or an index with its weight in percent. */
export interface PortfolioItem {
  /** Identifies the investment (model or index id). */
  readonly id: string;
  /** The name shown, e.g. 'Market' or 'Cairn DeFi'. */
  readonly name: string;
  /** Its weight, an integer percent from 5 to 100. */
  readonly weight: number;
  /** The icon's URL; a generic icon shows when it is missing or fails to load. */
  readonly iconSrc?: string;
  /**
   * A warning about this investment shown in its row, beside its name (e.g. 'Below Model Minimum'
   * while a page banner explains it): the row a banner is about is marked in place.
   */
  readonly warning?: string;
}

export interface PortfolioEditorProps {
  /** The investments with their weights (controlled). */
  value?: readonly PortfolioItem[];
  /** The starting investments (uncontrolled); Reset returns to them. */
  defaultValue?: readonly PortfolioItem[];
  /** Called with the investments after every change of a weight or a removal. */
  onChange?: (items: PortfolioItem[]) => void;
  /** Apply Changes, enabled once the weights are valid (`validatePortfolioWeights`). */
  onApply: (items: PortfolioItem[]) => void;
  /** Reset: the app restores the saved portfolio (uncontrolled, the editor returns to `defaultValue`). */
  onReset?: () => void;
  /** Add New Model; the action shows only with it. */
  onAddModel?: () => void;
  /** Add New Index; the action shows only with it. */
  onAddIndex?: () => void;
  /**
   * Why adding is not possible now, shown muted beside Add New Model / Add New Index (e.g. at the
   * maximum number of investments); the buttons look disabled but still call `onAddModel` /
   * `onAddIndex`, so the app can answer a press (with its dialog).
   */
  addHint?: string;
  /** Shows the 'Changes Applied' badge. @default false */
  isApplied?: boolean;
  /** Apply Changes shows progress and ignores presses. @default false */
  isApplying?: boolean;
  /**
   * Keeps Apply Changes disabled for a reason outside the weights (e.g. an investment holding
   * excluded assets); the button stays focusable and shows the reason as its tooltip.
   */
  applyDisabledReason?: string;
  /** Everything is read-only, e.g. under a banner explaining why. @default false */
  isDisabled?: boolean;
  /** Shown above the list, e.g. the kit's `Banner` saying why editing is disabled. */
  banner?: ReactNode;
  /**
   * Shown in place of the list while it has no investment (the kit `EmptyState`: icon, sentence,
   * action); the total is left out then, as it would sum nothing.
   */
  empty?: ReactNode;
  /** Replaces some of the editor's words (doc 2 §2's 'Add New Model', 'Apply Changes', 'Reset', ... by default). */
  messages?: Partial<PortfolioEditorMessages>;
  /** Merged last. */
  className?: string;
}

// Keys that add a character are refused unless they are digits (no e, E, +, - or point).
const isRefusedKey = (key: string) => key.length === 1 && !/\d/.test(key);

interface PortfolioRowProps {
  item: PortfolioItem;
  messages: PortfolioEditorMessages;
  isDisabled: boolean;
  onWeightChange: (id: string, weight: number) => void;
  onRemove: (id: string) => void;
}

/**
 * One investment. Memoised, and given stable callbacks, so dragging one slider re-renders that row
 * and the total only, even with ten rows.
 */
const PortfolioRow = memo(function PortfolioRow({
  item,
  messages,
  isDisabled,
  onWeightChange,
  onRemove,
}: PortfolioRowProps) {
  // The text being typed; `null` when the input shows the weight itself.
  const [draft, setDraft] = useState<string | null>(null);
  const { id, name, weight } = item;
  return (
    <li
      className={styles.row}
      data-investment={id}
      {...(isDisabled ? { 'data-disabled': '' } : {})}
      {...(item.warning ? { 'data-warning': '' } : {})}
    >
      <Image src={item.iconSrc} alt="" fallbackName={name} width={32} height={32} className={styles.icon} />
      <span className={styles.nameCell}>
        <span className={styles.name}>{name}</span>
        {item.warning ? <Badge tone="warning">{item.warning}</Badge> : null}
      </span>
      <Slider
        aria-label={messages.weightOf(name)}
        showOutput={false}
        minValue={WEIGHT_MIN_INPUT}
        maxValue={WEIGHT_MAX_INPUT}
        step={WEIGHT_STEP}
        formatOptions={{ style: 'unit', unit: 'percent' }}
        value={weight}
        isDisabled={isDisabled}
        onChange={(next) => onWeightChange(id, normalizeWeight(next))}
        className={styles.slider}
      />
      <TextField
        aria-label={messages.percentOf(name)}
        inputMode="numeric"
        autoComplete="off"
        suffix={<span aria-hidden="true">%</span>}
        value={draft ?? String(weight)}
        isDisabled={isDisabled}
        onKeyDown={(event) => {
          if (isRefusedKey(event.key)) event.preventDefault();
        }}
        onChange={(text) => {
          const digits = text.replace(/\D/g, '').slice(0, 3);
          setDraft(digits);
          // Below 5 and empty read as 5 at once: the slider and the total never see a weight under 5.
          onWeightChange(id, normalizeWeight(digits));
        }}
        onBlur={() => setDraft(null)}
        className={styles.percent}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label={messages.remove(name)}
        data-remove=""
        isDisabled={isDisabled}
        onPress={() => onRemove(id)}
      >
        <Icon icon={X} size="md" />
      </Button>
    </li>
  );
});

function WeightTotal({
  items,
  messages,
  isEdited,
}: {
  items: readonly PortfolioItem[];
  messages: PortfolioEditorMessages;
  isEdited: boolean;
}) {
  const validation = validatePortfolioWeights(items);
  // Before any change here (a page opening on no selection, or on weights saved elsewhere) the
  // total is plain: the rule shows once the investor changes a weight, removes or adds.
  const isShown = isEdited && !validation.valid;
  return (
    <>
      {/* The gate for Apply Changes says when it is met: a check in the success colour. */}
      <p
        className={styles.total}
        data-valid={!isShown}
        {...(validation.valid ? { 'data-complete': '' } : {})}
      >
        {validation.valid ? <Icon icon={CircleCheck} /> : null}
        {messages.total(validation.total)}
      </p>
      {/* A live region: the rule is announced when it starts or stops applying, not at each step. */}
      <p className={styles.message} role="status">
        {isShown ? validation.message : null}
      </p>
    </>
  );
}

interface AddActionsProps {
  messages: PortfolioEditorMessages;
  isDisabled: boolean;
  isEmpty: boolean;
  hint: string | undefined;
  onAddModel: (() => void) | undefined;
  onAddIndex: (() => void) | undefined;
}

/**
 * Add New Model / Add New Index: quiet 36 px buttons with a plus, the list's own actions (issue 30:
 * outlined at 14 px they read as small links); memoised, a weight step leaves them alone.
 */
const AddActions = memo(function AddActions({
  messages,
  isDisabled,
  isEmpty,
  hint,
  onAddModel,
  onAddIndex,
}: AddActionsProps) {
  if (!onAddModel && !onAddIndex) return null;
  // Under the empty state they are its action: Add New Model the one primary button, Add New Index
  // beside it secondary (issue 30: two quiet links gave an empty page no clear next step); disabled
  // they stay quiet, so a greyed primary never stands for the empty state's action. With a hint
  // they look disabled (the hint beside them says why) but still report a press.
  const lead = isEmpty && !isDisabled;
  const size = lead ? 'md' : 'sm';
  const soft = hint ? '' : undefined;
  return (
    <div className={styles.actions}>
      {onAddModel ? (
        <Button
          variant={lead ? 'primary' : 'ghost'}
          size={size}
          isDisabled={isDisabled}
          data-soft-disabled={soft}
          onPress={onAddModel}
        >
          <Icon icon={Plus} />
          {messages.addModel}
        </Button>
      ) : null}
      {onAddIndex ? (
        <Button
          variant={lead ? 'secondary' : 'ghost'}
          size={size}
          isDisabled={isDisabled}
          data-soft-disabled={soft}
          onPress={onAddIndex}
        >
          <Icon icon={Plus} />
          {messages.addIndex}
        </Button>
      ) : null}
      {hint ? <span className={styles.addHint}>{hint}</span> : null}
    </div>
  );
});

interface FooterButtonsProps {
  messages: PortfolioEditorMessages;
  isDisabled: boolean;
  isValid: boolean;
  isApplying: boolean;
  applyDisabledReason: string | undefined;
  onReset: () => void;
  onApply: () => void;
}

/** Reset and Apply Changes: memoised, they re-render when the weights turn valid or invalid only. */
const FooterButtons = memo(function FooterButtons({
  messages,
  isDisabled,
  isValid,
  isApplying,
  applyDisabledReason,
  onReset,
  onApply,
}: FooterButtonsProps) {
  // The reason Apply Changes is off, in one muted line beside the buttons (issue 30: a disabled
  // Apply beside a green total sent mixed signals), also while the whole list is disabled; for
  // invalid weights the total says it. Hidden from screen readers: it is the button's description.
  const reason = isDisabled || isValid ? applyDisabledReason : undefined;
  return (
    <>
      {reason && (
        <span className={styles.addHint} aria-hidden>
          {reason}
        </span>
      )}
      <Button variant="secondary" isDisabled={isDisabled} onPress={onReset}>
        {messages.reset}
      </Button>
      <Button
        isDisabled={isDisabled || !isValid || !!applyDisabledReason}
        {...(reason && { disabledReason: reason })}
        isPending={isApplying}
        onPress={onApply}
      >
        {messages.apply}
      </Button>
    </>
  );
});

/** 'A Selection is Required' (doc 2 §5): the last investment cannot be removed. */
const SelectionRequiredDialog = memo(function SelectionRequiredDialog({
  messages,
  isOpen,
  onOpenChange,
}: {
  messages: PortfolioEditorMessages;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <NoticeDialog
      title={portfolioWeightMessages.selectionRequiredTitle}
      message={portfolioWeightMessages.selectionRequired}
      acknowledgeLabel={messages.ok}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    />
  );
});

const NO_ITEMS: readonly PortfolioItem[] = [];

/**
 * The weights of My Portfolio (doc 2 §2, §5): one row per investment with its icon, name, a slider
 * and a percent input kept in sync (step 1, 0–100; below 5 or empty becomes 5, `normalizeWeight`),
 * and remove (the last one is refused with the 'A Selection is Required' dialog); Add New Model and
 * Add New Index; the running total with the rule "must add up to 100% and each be at least 5%"
 * (`validatePortfolioWeights`); Apply Changes, disabled until the weights are valid; Reset; the
 * 'Changes Applied' badge; a disabled state under a banner. Rows, the add actions, Reset / Apply
 * and the dialog are memoised with callbacks that never change, so a weight step re-renders the
 * moving row and the total only (ten rows stay within a frame); pass `messages` as a stable object.
 *
 * Selectors: `[data-empty]` and `[data-empty-state]` (as the kit's `EmptyState`: the card is the
 * empty state) on the root while `empty` shows (no Reset or Apply Changes then: the add actions,
 * centred under it, are its action); `[data-investment="id"]` and `[data-disabled]` on each row; `[data-valid="true | false"]`
 * on the total (`false` only once a weight was changed, a row removed or an add pressed: an editor
 * opening on weights that do not add up shows its total plain and Apply disabled, no error).
 */
export function PortfolioEditor({
  value,
  defaultValue = NO_ITEMS,
  onChange,
  onApply,
  onReset,
  onAddModel,
  onAddIndex,
  addHint,
  isApplied = false,
  isApplying = false,
  applyDisabledReason,
  isDisabled = false,
  banner,
  empty,
  messages: given,
  className,
}: PortfolioEditorProps) {
  const messages = useMemo(() => ({ ...defaultPortfolioEditorMessages, ...given }), [given]);
  const [own, setOwn] = useState<readonly PortfolioItem[]>(defaultValue);
  const items = value ?? own;
  const isControlled = value !== undefined;
  const [isSelectionRequired, setIsSelectionRequired] = useState(false);

  // The callbacks given to the rows and buttons stay the same function for the editor's life and
  // read the latest items and props here, so a weight step re-renders the moving row and the total
  // only, whatever callbacks the app passes.
  const latest = useRef({ items, defaultValue, onChange, onApply, onReset, onAddModel, onAddIndex });
  latest.current = { items, defaultValue, onChange, onApply, onReset, onAddModel, onAddIndex };

  const [isEdited, setIsEdited] = useState(false);
  const commit = useCallback(
    (next: PortfolioItem[]) => {
      setIsEdited(true);
      if (!isControlled) setOwn(next);
      latest.current.items = next;
      latest.current.onChange?.(next);
    },
    [isControlled],
  );

  const handleWeightChange = useCallback(
    (id: string, weight: number) => {
      const current = latest.current.items;
      if (current.find((item) => item.id === id)?.weight === weight) return;
      commit(current.map((item) => (item.id === id ? { ...item, weight } : item)));
    },
    [commit],
  );

  // After a removal, focus goes to the remove button now at the same position (or the last one).
  const listRef = useRef<HTMLUListElement>(null);
  const focusRowAt = useRef<number | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (focusRowAt.current === null || list === null) return;
    const buttons = list.querySelectorAll<HTMLElement>('[data-remove]');
    buttons[Math.min(focusRowAt.current, buttons.length - 1)]?.focus();
    focusRowAt.current = null;
  });

  const handleRemove = useCallback(
    (id: string) => {
      const current = latest.current.items;
      if (!canRemoveInvestment(current.length)) {
        setIsSelectionRequired(true);
        return;
      }
      focusRowAt.current = current.findIndex((item) => item.id === id);
      commit(current.filter((item) => item.id !== id));
    },
    [commit],
  );

  const handleApply = useCallback(() => latest.current.onApply([...latest.current.items]), []);
  const handleReset = useCallback(() => {
    setIsEdited(false);
    if (!isControlled) setOwn(latest.current.defaultValue);
    latest.current.onReset?.();
  }, [isControlled]);
  const handleAddModel = useCallback(() => {
    setIsEdited(true);
    latest.current.onAddModel?.();
  }, []);
  const handleAddIndex = useCallback(() => {
    setIsEdited(true);
    latest.current.onAddIndex?.();
  }, []);

  const valid = validatePortfolioWeights(items).valid;
  const isEmpty = items.length === 0 && empty !== undefined;

  return (
    <div
      className={cx(styles.root, className)}
      {...(isEmpty ? { 'data-empty': '', 'data-empty-state': '' } : {})}
    >
      {banner}
      {isEmpty ? (
        empty
      ) : (
        <ul ref={listRef} className={styles.list} aria-label={messages.listLabel}>
          {items.map((item) => (
            <PortfolioRow
              key={item.id}
              item={item}
              messages={messages}
              isDisabled={isDisabled}
              onWeightChange={handleWeightChange}
              onRemove={handleRemove}
            />
          ))}
        </ul>
      )}
      <AddActions
        messages={messages}
        isDisabled={isDisabled}
        isEmpty={isEmpty}
        hint={addHint}
        onAddModel={onAddModel ? handleAddModel : undefined}
        onAddIndex={onAddIndex ? handleAddIndex : undefined}
      />
      <div className={styles.footer}>
        {isEmpty ? null : <WeightTotal items={items} messages={messages} isEdited={isEdited} />}
        {/* A live region that is always there: 'Changes Applied' is announced when it appears (Save &
            Activate's only confirmation), not when the page opens on an applied portfolio. */}
        <span role="status" className={styles.appliedStatus}>
          {isApplied ? <Badge tone="success">{messages.changesApplied}</Badge> : null}
        </span>
        <span className={styles.spacer} />
        {/* Nothing to reset or apply while empty: the add actions are the empty state's action. */}
        {isEmpty ? null : (
          <FooterButtons
            messages={messages}
            isDisabled={isDisabled}
            isValid={valid}
            isApplying={isApplying}
            applyDisabledReason={applyDisabledReason}
            onReset={handleReset}
            onApply={handleApply}
          />
        )}
      </div>
      <SelectionRequiredDialog
        messages={messages}
        isOpen={isSelectionRequired}
        onOpenChange={setIsSelectionRequired}
      />
    </div>
  );
}
