import {
  type Balance,
  type MarketplaceModel,
  savePortfolio,
  useBalance,
  useFeatureFlags,
  useModels,
  useMutation,
  useTradedAssets,
  useUserProfile,
} from '@cairn/api-client';
import { useGo, usePageTitle } from '@cairn/app-shell';
import {
  applyBlock,
  applyPendingExclusions,
  canAddInvestment,
  investmentBanners,
  isPortfolioListDisabled,
  MAKE_A_NEW_DEPOSIT,
  type PortfolioDraftEntry,
  type PortfolioInvestmentFacts,
  portfolioBanner,
  portfolioBannerTitles,
  portfolioSavePayload,
  portfolioTexts,
  rebalancingMinimum,
  rebalancingMinimumBanner,
  myPortfolioTexts as t,
  tierFromMinTier,
} from '@cairn/domain';
import {
  Banner,
  Button,
  Card,
  Dialog,
  Inline,
  LoadState,
  PageHeader,
  PortfolioEditor,
  Stack,
  Text,
} from '@cairn/ui';
import { type ReactNode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type DraftApi, useExclusionsDraft, usePortfolioDraft } from '../../features/drafts/drafts';
import { ApplyChangesDialog } from '../../features/portfolio/ApplyChangesDialog';
import { DepositMenu } from '../../features/portfolio/DepositMenu';
import { DriftSection } from '../../features/portfolio/DriftSection';
import { useEditorItems } from '../../features/portfolio/editorItems';
import { FeeDetailsButton, RebalancingExplainerButton } from '../../features/portfolio/PortfolioDialogs';
import { PortfolioBodySkeleton } from '../../features/portfolio/PortfolioSkeleton';
import { PortfolioTaxLossHarvesting } from '../../features/portfolio/PortfolioTaxLossHarvesting';
import { RebalancePreviewSection } from '../../features/portfolio/RebalancePreviewSection';
import { useTransfers } from '../../features/transfers/useTransfers';

const TOTAL_BALANCE = { type: 'total', symbol: 'ALL' } as const;
const NO_MODELS: readonly MarketplaceModel[] = [];

/**
 * /portfolio (doc 2 §2 My Portfolio): the pending portfolio (the drafts store) with a slider and a
 * percent input per investment, remove, Add New Model / Add New Index (refused at the maximum),
 * Fee Details, How Rebalancing Works, the Deposit menu, the TLH switch, the banners, pending asset
 * exclusions, Apply Changes → 'Apply Changes & Rebalance?' → Save & Activate → 'Changes Applied',
 * Reset, and the drift view.
 */
export function PortfolioPage() {
  usePageTitle(portfolioTexts.title);
  const portfolio = usePortfolioDraft();
  const profile = useUserProfile().data;
  return (
    <Stack space="24">
      <PageHeader
        title={portfolioTexts.title}
        description={t.description}
        secondaryActions={
          <DepositMenu kycStatus={profile?.kyc_status} profileLoaded={profile !== undefined} />
        }
      />
      <LoadState read={portfolio.read} loading={<PortfolioBodySkeleton />}>
        {() => <BalanceGate portfolio={portfolio} />}
      </LoadState>
    </Stack>
  );
}

function BalanceGate({ portfolio }: { portfolio: DraftApi<readonly PortfolioDraftEntry[]> }) {
  const balance = useBalance(TOTAL_BALANCE);
  return (
    <LoadState read={balance} loading={<PortfolioBodySkeleton />}>
      {(data) => <PortfolioWorkspace portfolio={portfolio} balance={data} />}
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

function PortfolioWorkspace({
  portfolio,
  balance,
}: {
  portfolio: DraftApi<readonly PortfolioDraftEntry[]>;
  balance: Balance;
}) {
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
  const excludedIds = exclusions.current ?? [];
  const excludedSymbols = useMemo(() => {
    const ids = new Set(excludedIds);
    return (assets ?? []).filter((asset) => ids.has(asset.id)).map((asset) => asset.symbol);
  }, [assets, excludedIds]);

  const current = portfolio.current ?? [];
  const { kept, removed } = useMemo(
    () => applyPendingExclusions(current, facts, excludedSymbols),
    [current, facts, excludedSymbols],
  );
  const { items, toEntries } = useEditorItems(kept, icons);
  // The drift card follows the weights at a lower priority than the slider being dragged.
  const deferredKept = useDeferredValue(kept);

  const tier = tierFromMinTier(profile?.user.min_tier);
  const banner = portfolioBanner({
    balance: balance.balance,
    portfolioEmpty: kept.length === 0,
    minimum: rebalancingMinimum(tier),
  });
  const listDisabled = isPortfolioListDisabled(banner);
  const namedBanners = investmentBanners({
    investments: kept.flatMap((entry) => facts.get(entry.id) ?? []),
    excludedAssetSymbols: excludedSymbols,
    balance: balance.balance,
  });
  const unavailableCount =
    namedBanners.find((named) => named.kind === 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS')?.ids.length ?? 0;
  const block = applyBlock({ banner, weights: kept, unavailableCount });

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

  const addFrom = (path: string) => () => {
    if (canAddInvestment(kept.length)) go(path);
    else setMaximumOpen(true);
  };

  const confirm = async () => {
    if (confirming === null) return;
    const result = await save.trigger(portfolioSavePayload(confirming, excludedIds));
    setConfirming(null);
    if (!result.ok) return;
    portfolio.markSaved(result.data.models);
    exclusions.markSaved(result.data.excluded_assets.map((asset) => asset.id));
    setApplied(true);
  };

  const deposit = { label: MAKE_A_NEW_DEPOSIT, onPress: () => openTransfer({ intent: 'deposit' }) };
  const assetName = (id: string) => assets?.find((asset) => asset.id === id)?.name ?? id;

  return (
    <Stack space="24">
      <StateBanner banner={banner} tierBanner={rebalancingMinimumBanner(tier)} deposit={deposit} />
      {exclusions.isUnsaved ? (
        <Banner tone="info" title={t.pendingExclusionsTitle}>
          {t.pendingExclusionsBody(excludedIds.map(assetName))}
          {removed.length > 0
            ? ` ${t.removedByExclusions(removed.map((entry) => entry.name).join(', '))}`
            : null}
        </Banner>
      ) : null}
      {namedBanners.map((named) => (
        <Banner
          key={named.kind}
          tone={named.kind === 'NOT_AVAILABLE_DUE_TO_EXCLUSIONS' ? 'danger' : 'warning'}
          title={named.title}
          {...(named.kind === 'BELOW_MODEL_MINIMUM' ? { action: deposit } : {})}
        >
          {named.lines.join(' ')}
        </Banner>
      ))}
      <Card
        title={t.investments}
        actions={
          <Inline space="8">
            {kept.length > 0 ? <FeeDetailsButton entries={kept} /> : null}
            <RebalancingExplainerButton />
          </Inline>
        }
      >
        <PortfolioEditor
          value={items}
          onChange={onChange}
          onApply={(applying) => setConfirming(toEntries(applying))}
          onReset={() => {
            portfolio.reset();
            exclusions.reset();
            setApplied(false);
          }}
          onAddModel={addFrom('/marketplace/models')}
          onAddIndex={addFrom('/marketplace/indices')}
          isApplied={applied && !portfolio.isUnsaved && !exclusions.isUnsaved}
          isApplying={save.isPending}
          isDisabled={listDisabled}
          {...(block === 'UNAVAILABLE_INVESTMENTS' ? { applyDisabledReason: t.removeUnavailable } : {})}
        />
      </Card>
      {flags?.tlhEnabled === true && profile !== undefined ? (
        <PortfolioTaxLossHarvesting enabled={profile.user.tlh_enabled} kycStatus={profile.kyc_status} />
      ) : null}
      <DriftSection saved={portfolio.saved ?? current} pending={deferredKept} />
      <ApplyChangesDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => void confirm()}
        isSaving={save.isPending}
      >
        {confirming === null ? null : (
          <RebalancePreviewSection entries={confirming} models={models} excludedSymbols={excludedSymbols} />
        )}
      </ApplyChangesDialog>
      <Dialog
        title={t.maximumReachedTitle}
        role="alertdialog"
        size="sm"
        showCloseButton={false}
        isOpen={maximumOpen}
        onOpenChange={setMaximumOpen}
        footer={({ close }) => (
          <Button autoFocus onPress={close}>
            {t.ok}
          </Button>
        )}
      >
        <Text>{t.maximumReachedBody}</Text>
      </Dialog>
    </Stack>
  );
}

function StateBanner({
  banner,
  tierBanner,
  deposit,
}: {
  banner: ReturnType<typeof portfolioBanner>;
  tierBanner: ReturnType<typeof rebalancingMinimumBanner>;
  deposit: { label: string; onPress: () => void };
}): ReactNode {
  switch (banner) {
    case 'AWAITING_DEPOSIT':
      return (
        <Banner tone="warning" title={portfolioBannerTitles.awaitingDeposit} action={deposit}>
          {t.awaitingDepositBody}
        </Banner>
      );
    case 'BELOW_REBALANCE_MINIMUM':
      return (
        <Banner
          tone="warning"
          title={tierBanner.title}
          action={{ label: tierBanner.depositLink, onPress: deposit.onPress }}
        >
          {tierBanner.body}
        </Banner>
      );
    case 'NO_SELECTION':
      return (
        <Banner tone="info" title={t.noSelectionTitle}>
          {t.noSelectionBody}
        </Banner>
      );
    default:
      return null;
  }
}
