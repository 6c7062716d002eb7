/**
 * The primary and contingent beneficiary lists (doc 1 §5, doc 2 §5, §7): at most 10 each, each
 * non-empty list totalling exactly 100, contingent entries needing a primary, and the payload order.
 */
import { z } from 'zod';
import { BENEFICIARY_ALLOCATION_TOTAL, MAX_BENEFICIARIES_PER_GROUP } from '../constants';
import { type Decimal, dec, sum, tryDec } from '../money/decimal';
import { beneficiaryEntrySchema } from './beneficiary';

/** List messages (doc 1 §5 and doc 2 §5, merged). */
export const beneficiaryListMessages = {
  maxPrimary: 'A maximum of 10 primary beneficiaries can be provided.',
  maxContingent: 'A maximum of 10 contingent beneficiaries can be provided.',
  totalAllocation: 'Total allocation must equal 100',
  primaryNeededForContingent: 'At least one primary beneficiary must be provided if any provided',
  /** Onboarding, once the user chose to add beneficiaries (doc 1 §5). */
  minimumOnePrimary: 'A minimum of 1 primary beneficiary must be provided.',
} as const;

/** The lists under edit; allocations may still be empty or text while the user types. */
export interface BeneficiaryListsDraft {
  readonly primary: readonly { readonly allocation?: unknown }[];
  readonly contingent: readonly { readonly allocation?: unknown }[];
}

/** A list-level problem, with the list it belongs to as its path. */
export interface BeneficiaryListIssue {
  readonly path: readonly ['primary' | 'contingent'];
  readonly message: string;
}

function allocationOf(entry: { readonly allocation?: unknown }): Decimal {
  const { allocation } = entry;
  const value = typeof allocation === 'number' || typeof allocation === 'string' ? tryDec(allocation) : null;
  return value ?? dec(0);
}

/**
 * The live total of one list's allocations (doc 1 §2.6, doc 2 §5), summed exactly. Entries whose
 * allocation is empty or not a number count as 0. `state` is 'empty' for a list with no entries
 * (allowed), 'complete' when the total is exactly 100, else 'error'.
 */
export function allocationTotal(list: readonly { readonly allocation?: unknown }[]): {
  total: string;
  state: 'empty' | 'complete' | 'error';
} {
  const total = sum(list.map(allocationOf));
  if (list.length === 0) return { total: total.toString(), state: 'empty' };
  return { total: total.toString(), state: total.eq(BENEFICIARY_ALLOCATION_TOTAL) ? 'complete' : 'error' };
}

/**
 * The list-level issues of the beneficiary lists (doc 1 §5, doc 2 §5). With `requirePrimary`
 * (onboarding, after choosing to add beneficiaries) an empty primary list gives 'A minimum of 1
 * primary beneficiary must be provided.', which then replaces the contingent-needs-a-primary message.
 */
export function beneficiaryListIssues(
  lists: BeneficiaryListsDraft,
  options: { readonly requirePrimary: boolean },
): BeneficiaryListIssue[] {
  const issues: BeneficiaryListIssue[] = [];
  const { primary, contingent } = lists;
  if (primary.length > MAX_BENEFICIARIES_PER_GROUP) {
    issues.push({ path: ['primary'], message: beneficiaryListMessages.maxPrimary });
  }
  if (contingent.length > MAX_BENEFICIARIES_PER_GROUP) {
    issues.push({ path: ['contingent'], message: beneficiaryListMessages.maxContingent });
  }
  if (primary.length === 0 && options.requirePrimary) {
    issues.push({ path: ['primary'], message: beneficiaryListMessages.minimumOnePrimary });
  } else if (primary.length === 0 && contingent.length > 0) {
    issues.push({ path: ['primary'], message: beneficiaryListMessages.primaryNeededForContingent });
  }
  if (allocationTotal(primary).state === 'error') {
    issues.push({ path: ['primary'], message: beneficiaryListMessages.totalAllocation });
  }
  if (allocationTotal(contingent).state === 'error') {
    issues.push({ path: ['contingent'], message: beneficiaryListMessages.totalAllocation });
  }
  return issues;
}

function isEntryList(value: unknown): value is readonly { readonly allocation?: unknown }[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null);
}

/**
 * List rules run even while an entry is invalid, so the live form shows every problem at once;
 * they need only two arrays of objects.
 */
const whenListsParsed = {
  when: (payload: z.core.ParsePayload): boolean => {
    const value: unknown = payload.value;
    return (
      typeof value === 'object' &&
      value !== null &&
      'primary' in value &&
      'contingent' in value &&
      isEntryList(value.primary) &&
      isEntryList(value.contingent)
    );
  },
};

function addListIssues(requirePrimary: boolean, value: BeneficiaryListsDraft, ctx: z.RefinementCtx): void {
  for (const issue of beneficiaryListIssues(value, { requirePrimary })) {
    ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  }
}

/**
 * The beneficiary lists of the Account page (doc 2 §5): each entry valid, at most 10 per list,
 * each non-empty list totalling 100, contingent entries needing a primary. Both lists may be empty.
 */
export const beneficiaryListsSchema = z
  .object({ primary: z.array(beneficiaryEntrySchema), contingent: z.array(beneficiaryEntrySchema) })
  .superRefine((value, ctx) => addListIssues(false, value, ctx), whenListsParsed);

/** Output of {@link beneficiaryListsSchema}. */
export type BeneficiaryLists = z.infer<typeof beneficiaryListsSchema>;

/**
 * The onboarding beneficiaries step (doc 1 §2.6, §5): when the user chose to add beneficiaries the
 * list rules apply and at least one primary is required; answering No skips every rule (Skip saves
 * an empty list, the API client's `toBeneficiariesPayload`).
 */
export const onboardingBeneficiariesSchema = z.discriminatedUnion('addBeneficiaries', [
  z.object({ addBeneficiaries: z.literal(false) }),
  z
    .object({
      addBeneficiaries: z.literal(true),
      primary: z.array(beneficiaryEntrySchema),
      contingent: z.array(beneficiaryEntrySchema),
    })
    .superRefine((value, ctx) => addListIssues(true, value, ctx), whenListsParsed),
]);

/** Output of {@link onboardingBeneficiariesSchema}. */
export type OnboardingBeneficiaries = z.infer<typeof onboardingBeneficiariesSchema>;
