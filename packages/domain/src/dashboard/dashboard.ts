/**
 * What the dashboard decides (doc 2 §2 Dashboard): the deactivated screen, the Transfer dropdown,
 * the rebalancing-minimum banner, the two popups, the allocation's empty state and sorting.
 */
import { canTransfer, KYC_APPROVED, KYC_PENDING_TOOLTIP } from '../access/nav';
import type { UserStatus } from '../access/routes';
import { InternalError, internalErrorMessages } from '../errors/catalogue';
import { type DecimalInput, dec } from '../money/decimal';
import { formatRebalancingMinimum } from '../money/format';
import { belowRebalancingMinimumText, MAKE_A_NEW_DEPOSIT, portfolioBannerTitles } from '../portfolio/banner';
import { rebalancingMinimum, type Tier } from '../tiers/tiers';

/** Which dashboard shows: the spinner, 'Account Deactivated', or the active dashboard. */
export function dashboardView(
  profile: { readonly user: { readonly status: UserStatus } } | null | undefined,
) {
  if (profile === null || profile === undefined) return 'LOADING' as const;
  return profile.user.status === 'ACTIVE' ? ('ACTIVE' as const) : ('DEACTIVATED' as const);
}

/** The Transfer dropdown's state (doc 2 §2): disabled until the profile loads and while KYC is pending. */
export interface TransferButtonState {
  readonly disabled: boolean;
  /** Why it is disabled once the profile is known ({@link KYC_PENDING_TOOLTIP}), else `null`. */
  readonly tooltip: string | null;
}

/** The Transfer dropdown for a profile still loading (`undefined`) or its `kyc_status`. */
export function transferButtonState(
  profileLoaded: boolean,
  kycStatus: string | null | undefined,
): TransferButtonState {
  if (!profileLoaded) return { disabled: true, tooltip: null };
  return canTransfer(kycStatus)
    ? { disabled: false, tooltip: null }
    : { disabled: true, tooltip: KYC_PENDING_TOOLTIP };
}

/** The dashboard's 'Portfolio Below Rebalancing Minimum' banner, filled in for a tier. */
export interface RebalancingMinimumBanner {
  readonly title: string;
  /** The text, with the minimum in whole dollars ('$2,000'). */
  readonly body: string;
  readonly depositLink: string;
}

/** The banner's texts for the user's tier (doc 2 §2: the minimum shown with no decimals). */
export function rebalancingMinimumBanner(tier: Tier): RebalancingMinimumBanner {
  return {
    title: portfolioBannerTitles.belowRebalancingMinimum,
    body: belowRebalancingMinimumText(formatRebalancingMinimum(rebalancingMinimum(tier))),
    depositLink: MAKE_A_NEW_DEPOSIT,
  };
}

/**
 * Whether the 'Crypto Deposit Missing Cost Basis' popup shows: some deposits lack cost basis and
 * it has not shown yet in this browser session (doc 2 §2).
 */
export function showMissingCostBasisPopup(missingCount: number, shownThisSession: boolean): boolean {
  return missingCount > 0 && !shownThisSession;
}

/** The navigation state that asks the dashboard for the pending-withdrawal popup (doc 2 §2). */
export const PENDING_WITHDRAWAL_NAVIGATION_STATE = { pendingWithdrawal: true } as const;

/**
 * Whether the pending-withdrawal popup shows: the navigation state asks for it and it has not
 * shown yet for that navigation (doc 2 §2 "shown once").
 */
export function showPendingWithdrawalPopup(navigationState: unknown, alreadyShown: boolean): boolean {
  return (
    !alreadyShown &&
    typeof navigationState === 'object' &&
    navigationState !== null &&
    (navigationState as { pendingWithdrawal?: unknown }).pendingWithdrawal === true
  );
}

/** The allocation table's empty state, or `null` when it has something to show (doc 2 §2). */
export type AllocationEmptyState = 'KYC_PENDING' | 'AWAITING_DEPOSIT' | 'NO_SELECTION';

/** What {@link allocationEmptyState} weighs. */
export interface AllocationEmptyStateInput {
  readonly kycStatus: string | null | undefined;
  /** The total balance, USD. */
  readonly balance: DecimalInput;
  /** The number of lines of the allocation list shown. */
  readonly itemCount: number;
}

/**
 * The allocation's empty state: KYC_PENDING until KYC is approved (the allocation shows only then),
 * AWAITING_DEPOSIT while the balance is 0, NO_SELECTION when funded but nothing is allocated.
 */
export function allocationEmptyState({
  kycStatus,
  balance,
  itemCount,
}: AllocationEmptyStateInput): AllocationEmptyState | null {
  if (kycStatus !== KYC_APPROVED) return 'KYC_PENDING';
  if (dec(balance).lte(0)) return 'AWAITING_DEPOSIT';
  return itemCount === 0 ? 'NO_SELECTION' : null;
}

/** The sortable columns of the allocation table. */
export const ALLOCATION_SORT_FIELDS = ['name', 'balance', 'weight'] as const;

/** A sortable column of the allocation table. */
export type AllocationSortField = (typeof ALLOCATION_SORT_FIELDS)[number];

/** A sort direction. */
export type SortDirection = 'ascending' | 'descending';

/** An allocation line (doc 2 §3 "Allocation item"): balance in USD, weight in percent. */
export interface AllocationLine {
  readonly name: string;
  readonly balance: DecimalInput;
  readonly weight: number;
}

/**
 * The allocation lines sorted by a column (names alphabetically, case-insensitive; balance and
 * weight by value, exactly); ties keep their order. An unknown column is the internal error
 * 'invalid sort order field' (doc 2 §8).
 */
export function sortAllocation<T extends AllocationLine>(
  lines: readonly T[],
  field: string,
  direction: SortDirection,
): T[] {
  if (!(ALLOCATION_SORT_FIELDS as readonly string[]).includes(field)) {
    throw new InternalError(internalErrorMessages.invalidSortOrderField, field);
  }
  const compare = (a: T, b: T): number => {
    if (field === 'name') return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    if (field === 'balance') return dec(a.balance).cmp(dec(b.balance));
    return a.weight - b.weight;
  };
  const sign = direction === 'ascending' ? 1 : -1;
  return [...lines].sort((a, b) => sign * compare(a, b));
}
