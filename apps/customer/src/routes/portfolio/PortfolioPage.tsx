import {
  type Balance,
  type MarketplaceModel,
  portfolioSavePayload,
  savePortfolio,
  type TradedAsset,
  useBalance,
  useFeatureFlags,
  useModels,
  useMutation,
  usePortfolio,
  useTradedAssets,
  useUserProfile,
} from '@cairn/api-client';
import { useGo, usePageTitle } from '@cairn/app-shell';
import {
  addInvestmentMessages,
  applyBlock,
  applyPendingExclusions,
  canAddInvestment,
  investmentBanners,
  isPortfolioListDisabled,
  MAKE_A_NEW_DEPOSIT,
  MAX_INVESTMENTS,
  type PortfolioDraftEntry,
  type PortfolioInvestmentFacts,
  portfolioBanner,
  portfolioBannerTitles,
  rebalancingMinimum,
  rebalancingMinimumBanner,
  routePath,
  tierFromMinTier,
} from '@cairn/domain';
import {
  Banner,
  Button,
  Card,
  EmptyState,
  Inline,
  LoadState,
  NoticeDialog,
  PortfolioEditor,
  Stack,
  Text,
} from '@cairn/ui';
import { Hourglass, Store } from 'lucide-react';
import {
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useExclusionsDraft, usePortfolioDraft } from '../../shared/drafts/drafts';
import { useTransfers } from '../../shared/transfers/useTransfers';
import { ApplyChangesDialog } from './ApplyChangesDialog';
import { portfolioTexts as t } from './copy';
import { DepositMenu } from './DepositMenu';
import { DriftSection } from './DriftSection';
import { useEditorItems } from './editorItems';
import { PortfolioHeader } from './headers';
import { FeeDetailsButton, RebalancingExplainerButton } from './PortfolioDialogs';
import { PortfolioBodySkeleton } from './PortfolioSkeleton';
import { PortfolioTaxLossHarvesting } from './PortfolioTaxLossHarvesting';
import { lowerCards, quietActions } from './portfolio.css';

const TOTAL_BALANCE = { type: 'total', symbol: 'ALL' } as const;
const NO_MODELS: readonly MarketplaceModel[] = [];
const NO_IDS: readonly string[] = [];
const NO_ENTRIES: readonly PortfolioDraftEntry[] = [];
// The drift view and Fee Details follow the weights once a slider has rested this long.
const REST_MS = 150;

/**
 * /portfolio (doc 2 §2 My Portfolio): the pending portfolio (the drafts store) with a slider and a
 * percent input per investment, remove, Add New Model / Add New Index (refused at the maximum),
 * Fee Details, How Rebalancing Works, the Deposit menu, the TLH switch, the banners, pending asset
 * exclusions, Apply Changes → 'Apply Changes & Rebalance?' → Save & Activate → 'Changes Applied',
 * Reset, and the drift view.
 */
export function PortfolioPage() {
  usePageTitle(t.title);
  // The page reads the saved portfolio only: the draft, which changes at every slider step, is read
  // below, so the header and the Deposit menu do not re-render with each step.
  const saved = usePortfolio();
  const profile = useUserProfile().data;
  return (
    <Stack space="24">
      <PortfolioHeader
        deposit={<DepositMenu kycStatus={profile?.kyc_status} profileLoaded={profile !== undefined} />}
      />
      <LoadState read={saved} loading={<PortfolioBodySkeleton />}>
        {() => <BalanceGate />}
      </LoadState>
    </Stack>
  );
}

function BalanceGate() {
  const balance = useBalance(TOTAL_BALANCE);
  const flags = useFeatureFlags();
  // The Tax-Loss Harvesting card between the editor and the drift shows by a flag: the workspace
  // waits for the flags in the skeleton, so the card never pushes the drift down once drawn.
  if (flags.data === undefined && flags.error === undefined) return <PortfolioBodySkeleton />;
  return (
    <LoadState read={balance} loading={<PortfolioBodySkeleton />}>
      {(data) => <PortfolioWorkspace balance={data} />}
    </LoadState>
  );
}

function factsOf(model: MarketplaceModel): PortfolioInvestmentFacts {
  return {
    id: model.id,
    name: model.name,
    product: model.product,
    assetSymbols: model.asset_symbols,
    productMinimum: model.product_minimum,
  };
}

/**
 * `value` once it has stayed the same for `delay` ms, rendered as a transition: a view that can
 * wait for a slider to rest does no work at each step of a drag or of held arrow keys.
 */
function useRestingValue<T>(value: T, delay: number): T {
  const [resting, setResting] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setResting(value)), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return resting;
}

/** The entries' ids, the very same array while they stay the same (a weight step keeps them). */
function useSameIds(entries: readonly PortfolioDraftEntry[]): readonly string[] {
  const ids = entries.map((entry) => entry.id);
  const same = useRef(ids);
  if (same.current.length !== ids.length || same.current.some((id, index) => id !== ids[index])) {
    same.current = ids;
  }
  return same.current;
}

// A slider step re-renders the workspace: every part below that does not show the weights is
// memoised with stable props, so a step renders the editor's moving row and its total only.
const Editor = memo(PortfolioEditor);
const TaxLossHarvestingCard = memo(PortfolioTaxLossHarvesting);
const ApplyDialog = memo(ApplyChangesDialog);

function PortfolioWorkspace({ balance }: { balance: Balance }) {
  const portfolio = usePortfolioDraft();
  const exclusions = useExclusionsDraft();
  const profile = useUserProfile().data;
  const flags = useFeatureFlags().data;
  const models = useModels({}).data ?? NO_MODELS;
  const assets = useTradedAssets().data;
  const { openTransfer } = useTransfers();
  const go = useGo();

  const facts = useMemo(() => new Map(models.map((model) => [model.id, factsOf(model)])), [models]);
  const icons = useMemo(
    () => new Map(models.map((model) => [model.id, model.icon ?? model.icon_resource_path])),
    [models],
  );
  const excludedIds = exclusions.current ?? NO_IDS;
  const excludedSymbols = useMemo(() => {
    const ids = new Set(excludedIds);
    return (assets ?? []).filter((asset) => ids.has(asset.id)).map((asset) => asset.symbol);
  }, [assets, excludedIds]);

  const current = portfolio.current ?? NO_ENTRIES;
  const { kept, removed } = useMemo(
    () => applyPendingExclusions(current, facts, excludedSymbols),
    [current, facts, excludedSymbols],
  );
  // What follows the weights without showing the one being dragged (the drift view, a whole table,
  // and Fee Details, which reads them only while open) takes them once they rest.
  const restingKept = useRestingValue(kept, REST_MS);
  const keptIds = useSameIds(kept);

  const tier = tierFromMinTier(profile?.user.min_tier);
  const tierBanner = useMemo(() => rebalancingMinimumBanner(tier), [tier]);
  const banner = portfolioBanner({
    balance: balance.balance,
    portfolioEmpty: kept.length === 0,
    minimum: rebalancingMinimum(tier),
  });
  const listDisabled = isPortfolioListDisabled(banner);
  // The banners name investments, never weights: a weight step leaves them alone.
  const namedBanners = useMemo(
    () =>
      investmentBanners({
        investments: keptIds.flatMap((id) => facts.get(id) ?? []),
        excludedAssetSymbols: excludedSymbols,
        balance: balance.balance,
      }),
    [keptIds, facts, excludedSymbols, balance.balance],
  );
  const warnings = useRowWarnings(namedBanners);
  const { items, toEntries } = useEditorItems(kept, icons, warnings);
  // One warning box, not two stacked with the same 'Make a new deposit' link (issue 30): under the
  // page's deposit banner, Below Model Minimum joins it.
  const stateBannerShown = banner === 'AWAITING_DEPOSIT' || banner === 'BELOW_REBALANCE_MINIMUM';
  const belowMinimum = stateBannerShown
    ? namedBanners.find((named) => named.kind === 'BELOW_MODEL_MINIMUM')
    : undefined;
  const separateBanners = useMemo(
    () => namedBanners.filter((named) => named !== belowMinimum),
    [namedBanners, belowMinimum],
  );
  const unavailableCount =
    namedBanners.find((named) => named.kind === 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS')?.ids.length ?? 0;
  const block = applyBlock({ banner, weights: kept, unavailableCount });
  // Apply Changes says why it is off (issue 30), beside it: the list waits for a deposit, or an
  // investment holds an excluded asset.
  const applyReason =
    block === 'UNAVAILABLE_INVESTMENTS'
      ? t.removeUnavailable
      : block === 'LIST_DISABLED'
        ? banner === 'AWAITING_DEPOSIT'
          ? t.applyAfterDeposit
          : t.applyAfterMinimum
        : undefined;

  const [maximumOpen, setMaximumOpen] = useState(false);
  const [confirming, setConfirming] = useState<readonly PortfolioDraftEntry[] | null>(null);
  const [applied, setApplied] = useState(false);
  const save = useMutation(savePortfolio);

  const edit = portfolio.edit;
  const onChange = useCallback(
    (next: readonly { id: string; weight: number }[]) => {
      edit(toEntries(next as Parameters<typeof toEntries>[0]));
    },
    [edit, toEntries],
  );
  const onApply = useCallback(
    (applying: Parameters<typeof toEntries>[0]) => setConfirming(toEntries(applying)),
    [toEntries],
  );
  const resetPortfolio = portfolio.reset;
  const resetExclusions = exclusions.reset;
  const onReset = useCallback(() => {
    resetPortfolio();
    resetExclusions();
    setApplied(false);
  }, [resetPortfolio, resetExclusions]);

  const canAdd = canAddInvestment(kept.length);
  const onAddModel = useCallback(() => {
    if (canAdd) go(routePath('models'));
    else setMaximumOpen(true);
  }, [canAdd, go]);
  const onAddIndex = useCallback(() => {
    if (canAdd) go(routePath('indices'));
    else setMaximumOpen(true);
  }, [canAdd, go]);

  const triggerSave = save.trigger;
  const markPortfolioSaved = portfolio.markSaved;
  const markExclusionsSaved = exclusions.markSaved;
  const onConfirm = useCallback(() => {
    if (confirming === null) return;
    void (async () => {
      const result = await triggerSave(portfolioSavePayload(confirming, excludedIds));
      setConfirming(null);
      if (!result.ok) return;
      markPortfolioSaved(result.data.models);
      markExclusionsSaved(result.data.excluded_assets.map((asset) => asset.id));
      setApplied(true);
    })();
  }, [confirming, excludedIds, triggerSave, markPortfolioSaved, markExclusionsSaved]);
  const onConfirmOpenChange = useCallback((open: boolean) => {
    if (!open) setConfirming(null);
  }, []);
  const deposit = useMemo(
    () => ({ label: MAKE_A_NEW_DEPOSIT, onPress: () => openTransfer({ intent: 'deposit' }) }),
    [openTransfer],
  );
  // With no investment the card itself is the empty state (and NO_SELECTION has no banner).
  const empty = useMemo(
    () =>
      banner === 'NO_SELECTION' ? (
        <EmptyState icon={Store} title={t.noSelectionTitle}>
          {t.noSelectionBody}
        </EmptyState>
      ) : (
        <EmptyState
          icon={Hourglass}
          title={t.emptyTitle}
          // Awaiting a first deposit, the empty state's one action is the deposit that unblocks the
          // list (issue 30: its only buttons were the disabled adds); the banner keeps no second
          // link. Below the rebalancing minimum the banner's link is the spec's, so it stays there.
          action={
            banner === 'AWAITING_DEPOSIT' ? (
              <Button onPress={deposit.onPress}>{deposit.label}</Button>
            ) : undefined
          }
        >
          {banner === 'BELOW_REBALANCE_MINIMUM' ? t.emptyBelowMinimumBody : t.emptyAwaitingBody}
        </EmptyState>
      ),
    [banner, deposit],
  );

  return (
    <Stack space="24">
      <StateBanner
        banner={banner}
        tierBanner={tierBanner}
        deposit={deposit}
        belowMinimum={belowMinimum}
        isEmpty={kept.length === 0}
      />
      {exclusions.isUnsaved ? (
        <PendingExclusionsBanner
          excludedIds={excludedIds}
          assets={assets}
          removedNames={removed.map((entry) => entry.name).join(', ')}
        />
      ) : null}
      <InvestmentBanners banners={separateBanners} deposit={deposit} />
      <Card
        title={t.investments}
        {...(kept.length === 0 ? {} : { description: t.investmentsCount(kept.length, MAX_INVESTMENTS) })}
        actions={<InvestmentsActions entries={restingKept} />}
      >
        <Editor
          value={items}
          onChange={onChange}
          onApply={onApply}
          onReset={onReset}
          onAddModel={onAddModel}
          onAddIndex={onAddIndex}
          isApplied={applied && !portfolio.isUnsaved && !exclusions.isUnsaved}
          isApplying={save.isPending}
          isDisabled={listDisabled}
          empty={empty}
          {...(applyReason === undefined ? {} : { applyDisabledReason: applyReason })}
          {...(canAdd || listDisabled ? {} : { addHint: addInvestmentMessages.maximumReachedReason })}
        />
      </Card>
      <div className={lowerCards}>
        {flags?.tlhEnabled === true && profile !== undefined ? (
          <TaxLossHarvestingCard enabled={profile.user.tlh_enabled} kycStatus={profile.kyc_status} />
        ) : null}
        <DriftSection saved={portfolio.saved ?? current} pending={restingKept} />
      </div>
      <ApplyDialog
        isOpen={confirming !== null}
        onOpenChange={onConfirmOpenChange}
        onConfirm={onConfirm}
        isSaving={save.isPending}
        entries={confirming}
        models={models}
        excludedSymbols={excludedSymbols}
      />
      <MaximumReachedDialog
        title={addInvestmentMessages.maximumReachedTitle}
        message={addInvestmentMessages.maximumReachedTooltip}
        acknowledgeLabel={t.ok}
        isOpen={maximumOpen}
        onOpenChange={setMaximumOpen}
      />
    </Stack>
  );
}

interface Deposit {
  readonly label: string;
  readonly onPress: () => void;
}

/** Fee Details (the fees of the weights as they stand) and How Rebalancing Works. */
const InvestmentsActions = memo(function InvestmentsActions({
  entries,
}: {
  entries: readonly PortfolioDraftEntry[];
}) {
  return (
    <Inline space="8" className={quietActions}>
      {entries.length > 0 ? <FeeDetailsButton entries={entries} /> : null}
      <RebalancingExplainerButton />
    </Inline>
  );
});

/** Doc 2 §4: the pending exclusions, and the investments they take out of the list. */
const PendingExclusionsBanner = memo(function PendingExclusionsBanner({
  excludedIds,
  assets,
  removedNames,
}: {
  excludedIds: readonly string[];
  assets: readonly TradedAsset[] | undefined;
  removedNames: string;
}) {
  const assetName = (id: string) => assets?.find((asset) => asset.id === id)?.name ?? id;
  return (
    <Banner tone="info" title={t.pendingExclusionsTitle}>
      {t.pendingExclusionsBody(excludedIds.map(assetName))}
      {removedNames === '' ? null : ` ${t.removedByExclusions(removedNames)}`}
    </Banner>
  );
});

const InvestmentBanners = memo(function InvestmentBanners({
  banners,
  deposit,
}: {
  banners: ReturnType<typeof investmentBanners>;
  deposit: Deposit;
}) {
  return banners.map((named) => (
    <Banner
      key={named.kind}
      tone={named.kind === 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS' ? 'danger' : 'warning'}
      title={named.title}
      {...(named.kind === 'BELOW_MODEL_MINIMUM' ? { action: deposit } : {})}
    >
      {namedBannerText(named)}
    </Banner>
  ));
});

type NamedBanner = ReturnType<typeof investmentBanners>[number];

function namedBannerText(named: NamedBanner): string {
  return named.investments
    .map((investment) =>
      named.kind === 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS'
        ? t.notAvailableDueToExclusions(investment.name)
        : t.belowModelMinimum(investment.name, investment.minimum),
    )
    .join(' ');
}

const NO_WARNINGS: ReadonlyMap<string, string> = new Map();

/** The rows the Below Model Minimum banner is about, marked in the editor itself (issue 30). */
function useRowWarnings(banners: readonly NamedBanner[]): ReadonlyMap<string, string> {
  const ids = banners.find((named) => named.kind === 'BELOW_MODEL_MINIMUM')?.ids.join(' ') ?? '';
  return useMemo(
    () => (ids === '' ? NO_WARNINGS : new Map(ids.split(' ').map((id) => [id, t.belowMinimumTag]))),
    [ids],
  );
}

/** A second notice inside the page's deposit banner: its own title in bold, then its text. */
function JoinedNotice({ named }: { named: NamedBanner }) {
  return (
    <Text size="sm">
      <Text as="strong" size="sm" weight="bold">
        {named.title}
      </Text>{' '}
      {namedBannerText(named)}
    </Text>
  );
}

/** 'Maximum Reached' (doc 2 §2): Add New Model / Add New Index at the maximum of investments. */
const MaximumReachedDialog = memo(NoticeDialog);

const StateBanner = memo(function StateBanner({
  banner,
  tierBanner,
  deposit,
  belowMinimum,
  isEmpty,
}: {
  banner: ReturnType<typeof portfolioBanner>;
  tierBanner: ReturnType<typeof rebalancingMinimumBanner>;
  deposit: Deposit;
  belowMinimum: NamedBanner | undefined;
  /** The list is empty: Awaiting Deposit's deposit action is the empty state's button instead. */
  isEmpty: boolean;
}): ReactNode {
  const joined = belowMinimum === undefined ? null : <JoinedNotice named={belowMinimum} />;
  switch (banner) {
    case 'AWAITING_DEPOSIT':
      return (
        <Banner
          tone="warning"
          title={portfolioBannerTitles.awaitingDeposit}
          {...(isEmpty ? {} : { action: deposit })}
        >
          <BannerLines first={t.awaitingDepositBody} joined={joined} />
        </Banner>
      );
    case 'BELOW_REBALANCE_MINIMUM':
      return (
        <Banner
          tone="warning"
          title={tierBanner.title}
          action={{ label: tierBanner.depositLink, onPress: deposit.onPress }}
        >
          <BannerLines first={tierBanner.body} joined={joined} />
        </Banner>
      );
    default:
      return null;
  }
});

/**
 * A deposit banner's text: its own sentence, or with a joined notice two bullet lines under the one
 * title (issue 30), the notice's name in bold leading its line.
 */
function BannerLines({ first, joined }: { first: string; joined: ReactNode }) {
  return joined === null ? (
    <Text size="sm">{first}</Text>
  ) : (
    <ul>
      <li>{first}</li>
      <li>{joined}</li>
    </ul>
  );
}
