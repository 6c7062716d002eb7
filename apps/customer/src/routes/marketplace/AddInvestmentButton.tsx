import { type MarketplaceModel, useBalance, useUserProfile } from '@cairn/api-client';
import { useGo } from '@cairn/app-shell';
import {
  type AddIneligibilityReason,
  addDisabledTooltip,
  addEligibility,
  addInvestmentMessages,
  minimumTierBalance,
  routePath,
  tierFromMinTier,
} from '@cairn/domain';
import { Badge, Button, Icon, Stack, Text, useToaster } from '@cairn/ui';
import { Check, Info, Plus } from 'lucide-react';
import { addReasonTexts, marketplaceTexts } from './copy';
import { addedStatus } from './marketplace.css';
import { draftInvestmentOf, useAddToPortfolio } from './useAddToPortfolio';

/** Why `model` cannot be added now (doc 2 §4 priority order), or null. */
export function useAddEligibility(model: MarketplaceModel): {
  reason: AddIneligibilityReason | null;
  add: () => void;
  /** The investor's tier minimum (USD), for the reason BELOW_TRADE_MINIMUM. */
  minimum: string;
} {
  const draft = useAddToPortfolio();
  const profile = useUserProfile();
  const balance = useBalance({ type: 'total', symbol: 'ALL' });
  const { toast } = useToaster();
  const go = useGo();
  const minimum = minimumTierBalance(tierFromMinTier(profile.data?.user.min_tier));
  const reason = addEligibility({
    investment: {
      id: model.id,
      product: model.product,
      assetSymbols: model.asset_symbols,
      productMinimum: model.product_minimum,
    },
    excludedAssetSymbols: draft.excludedAssetSymbols,
    portfolioIds: draft.investmentIds,
    balance: balance.data?.balance ?? '0',
    minimumTierBalance: minimum,
    loading: draft.isLoading || balance.data === undefined || profile.data === undefined,
  });
  return {
    reason,
    minimum: String(minimum),
    add: () => {
      draft.addInvestment(draftInvestmentOf(model));
      toast({
        tone: 'success',
        message: marketplaceTexts.addedToast(model.name),
        action: { label: marketplaceTexts.viewInMyPortfolio, onAction: () => go(routePath('portfolio')) },
      });
    },
  };
}

export interface AddInvestmentButtonProps {
  model: MarketplaceModel;
  /** The name shown in lists, for the button's accessible name ('Add Momentum'). */
  label?: string;
  /**
   * The details page's full-size button reads 'Add to My Portfolio' and says under it why it is
   * disabled; lists use a compact 'Add' whose reason is its tooltip.
   */
  size?: 'full' | 'compact';
}

/**
 * The marketplace's Add (doc 2 §2, §4, §5, §8): disabled with the tooltip of the first reason,
 * 'Added' once in the pending portfolio, and after adding a toast with 'View in My Portfolio'.
 * 'Added' reads as a status (the success badge on a quiet, disabled button), not as a broken
 * control; on the details page the reason a disabled Add gives is spelled out under it.
 */
export function AddInvestmentButton({ model, label = model.name, size = 'full' }: AddInvestmentButtonProps) {
  const { reason, add, minimum } = useAddEligibility(model);
  if (reason === 'ALREADY_ADDED') {
    return (
      <Button
        variant="ghost"
        size={size === 'full' ? 'md' : 'sm'}
        isDisabled
        aria-label={`${addInvestmentMessages.added}: ${label}`}
        className={addedStatus}
      >
        <Badge tone="success" icon={Check}>
          {addInvestmentMessages.added}
        </Badge>
      </Button>
    );
  }
  const tooltip = addDisabledTooltip(reason);
  const text = size === 'full' ? addInvestmentMessages.addToMyPortfolio : marketplaceTexts.add;
  const button = (
    <Button
      variant={size === 'full' ? 'primary' : 'secondary'}
      size={size === 'full' ? 'md' : 'sm'}
      isDisabled={reason !== null}
      {...(tooltip === null ? {} : { disabledReason: tooltip })}
      {...(size === 'full' ? {} : { 'aria-label': `${text} ${label}` })}
      onPress={add}
    >
      {/* A compact Add that cannot be used says so by its icon: its reason is on hover and focus. */}
      <Icon icon={tooltip !== null && size === 'compact' ? Info : Plus} size="sm" />
      {text}
    </Button>
  );
  const why = size === 'full' ? addReasonTexts(reason, model.product_minimum, minimum) : null;
  if (why === null) return button;
  return (
    <Stack space="4" align="end">
      {button}
      <Text size="sm" tone="muted">
        {why}
      </Text>
    </Stack>
  );
}
