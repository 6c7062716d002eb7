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
import { Button, Icon, useToaster } from '@cairn/ui';
import { Check, Plus } from 'lucide-react';
import { marketplaceTexts } from './copy';
import { draftInvestmentOf, useAddToPortfolio } from './useAddToPortfolio';

/** Why `model` cannot be added now (doc 2 §4 priority order), or null. */
export function useAddEligibility(model: MarketplaceModel): {
  reason: AddIneligibilityReason | null;
  add: () => void;
} {
  const draft = useAddToPortfolio();
  const profile = useUserProfile();
  const balance = useBalance({ type: 'total', symbol: 'ALL' });
  const { toast } = useToaster();
  const go = useGo();
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
    minimumTierBalance: minimumTierBalance(tierFromMinTier(profile.data?.user.min_tier)),
    loading: draft.isLoading || balance.data === undefined || profile.data === undefined,
  });
  return {
    reason,
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
  /** The details page's full-size button reads 'Add to My Portfolio'; lists use a compact 'Add'. */
  size?: 'full' | 'compact';
}

/**
 * The marketplace's Add (doc 2 §2, §4, §5, §8): disabled with the tooltip of the first reason,
 * 'Added' once in the pending portfolio, and after adding a toast with 'View in My Portfolio'.
 */
export function AddInvestmentButton({ model, label = model.name, size = 'full' }: AddInvestmentButtonProps) {
  const { reason, add } = useAddEligibility(model);
  if (reason === 'ALREADY_ADDED') {
    return (
      <Button
        variant="secondary"
        size={size === 'full' ? 'md' : 'sm'}
        isDisabled
        aria-label={`${addInvestmentMessages.added}: ${label}`}
      >
        <Icon icon={Check} size="sm" />
        {addInvestmentMessages.added}
      </Button>
    );
  }
  const tooltip = addDisabledTooltip(reason);
  const text = size === 'full' ? addInvestmentMessages.addToMyPortfolio : marketplaceTexts.add;
  return (
    <Button
      variant={size === 'full' ? 'primary' : 'secondary'}
      size={size === 'full' ? 'md' : 'sm'}
      isDisabled={reason !== null}
      {...(tooltip === null ? {} : { disabledReason: tooltip })}
      {...(size === 'full' ? {} : { 'aria-label': `${text} ${label}` })}
      onPress={add}
    >
      <Icon icon={Plus} size="sm" />
      {text}
    </Button>
  );
}
