/**
 * The customer side navigation (doc 2 §2 "Side navigation", doc 1 §6): which items show by user
 * status and which are disabled until identity (KYC) verification is approved.
 */
import { routesOf } from '../apps/manifest';
import { KYC_APPROVAL_BUSINESS_DAYS } from '../constants';
import type { UserStatus } from './routes';

/** The approved `kyc_status` (doc 1 §3, doc 2 §3). */
export const KYC_APPROVED = 'SUCCESS';

/**
 * Tooltip of a navigation item disabled until KYC approval. The spec describes it ("KYC approval
 * can take up to 5 business days and functions are limited") without quoting it; project wording.
 */
export const KYC_PENDING_TOOLTIP = `Your identity verification (KYC) is in progress and can take up to ${KYC_APPROVAL_BUSINESS_DAYS} business days. Until it is approved, functions are limited.`;

/** A navigation entry. */
export interface NavItem {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  readonly disabled: boolean;
  /** The reason shown on a disabled item, else `null`. */
  readonly tooltip: string | null;
  readonly children: readonly NavItem[];
}

interface NavDefinition {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  /** Shown to users whose status is not ACTIVE (doc 2 §2: Dashboard, Account, Activity). */
  readonly inactiveSees: boolean;
  readonly children: readonly NavDefinition[];
}

/** The investor app's navigation, from the route manifest: its `nav` entries, grouped. */
const NAV: readonly NavDefinition[] = (() => {
  const entries = routesOf('customer').flatMap((entry) =>
    entry.nav === undefined ? [] : [{ entry, nav: entry.nav }],
  );
  const definition = ({ entry, nav }: (typeof entries)[number]): NavDefinition => ({
    key: entry.id,
    label: nav.label,
    path: entry.path,
    inactiveSees: entry.access === 'investor',
    children: entries.filter((child) => child.nav.group === entry.id).map(definition),
  });
  return entries.filter(({ nav }) => nav.group === undefined).map(definition);
})();

/**
 * The side navigation for a user (doc 2 §2): ACTIVE users see every item, others only Dashboard,
 * Account and Activity; until `kyc_status` is SUCCESS every item except Dashboard (children
 * included) is disabled with {@link KYC_PENDING_TOOLTIP}.
 */
export function navItems(status: UserStatus, kycStatus: string | null | undefined): NavItem[] {
  const kycApproved = kycStatus === KYC_APPROVED;
  const item = (definition: NavDefinition): NavItem => {
    const disabled = !kycApproved && definition.key !== 'dashboard';
    return {
      key: definition.key,
      label: definition.label,
      path: definition.path,
      disabled,
      tooltip: disabled ? KYC_PENDING_TOOLTIP : null,
      children: definition.children.map(item),
    };
  };
  return NAV.filter((definition) => status === 'ACTIVE' || definition.inactiveSees).map(item);
}

/** Whether Transfer (deposit and withdraw) is possible: only when `kyc_status` is SUCCESS (doc 2 §5, §6). */
export function canTransfer(kycStatus: string | null | undefined): boolean {
  return kycStatus === KYC_APPROVED;
}
