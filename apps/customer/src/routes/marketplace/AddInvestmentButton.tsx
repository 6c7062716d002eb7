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
import { Button, Icon, Inline, Stack, Text, useToaster } from '@cairn/ui';
import { Check, Plus } from 'lucide-react';
import { addReasonTexts, addShortReasonTexts, marketplaceTexts } from './copy';
import { addControl, rowAddControl, rowAddWithReason } from './marketplace.css';
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
   * disabled; lists and cards use a compact 'Add' with a short reason beside it.
   */
  size?: 'full' | 'compact';
  /** A table row's Add is quiet (no box against the row's hairlines); a card's has its border. */
  place?: 'row' | 'card';
}

/**
 * The marketplace's Add (doc 2 §2, §4, §5, §8): disabled with the tooltip of the first reason,
 * 'Added' once in the pending portfolio, and after adding a toast with 'View in My Portfolio'.
 * One control in three states (issue 30): Add, '✓ Added' (a disabled button of the same box, its
 * check green) and a disabled Add with its reason in a few words beside it (under it at full size),
 * all of one height and width, so a column of them lines up.
 */
export function AddInvestmentButton({
  model,
  label = model.name,
  size = 'full',
  place = 'row',
}: AddInvestmentButtonProps) {
  const { reason, add, minimum } = useAddEligibility(model);
  const full = size === 'full';
  const variant = full ? 'primary' : place === 'row' ? 'ghost' : 'secondary';
  const buttonSize = full ? 'md' : 'sm';
  const controlClass = place === 'row' && !full ? `${addControl} ${rowAddControl}` : addControl;
  if (reason === 'ALREADY_ADDED') {
    return (
      <Button
        variant={variant === 'primary' ? 'secondary' : variant}
        size={buttonSize}
        isDisabled
        aria-label={`${addInvestmentMessages.added}: ${label}`}
        className={controlClass}
        data-added
      >
        <Icon icon={Check} size="sm" />
        {addInvestmentMessages.added}
      </Button>
    );
  }
  const tooltip = addDisabledTooltip(reason);
  const text = full ? addInvestmentMessages.addToMyPortfolio : marketplaceTexts.add;
  const button = (
    <Button
      variant={variant}
      size={buttonSize}
      isDisabled={reason !== null}
      {...(tooltip === null ? {} : { disabledReason: tooltip })}
      {...(full ? {} : { 'aria-label': `${text} ${label}` })}
      onPress={add}
      className={controlClass}
    >
      <Icon icon={Plus} size="sm" />
      {text}
    </Button>
  );
  const why = (full ? addReasonTexts : addShortReasonTexts)(reason, model.product_minimum, minimum);
  if (why === null) return button;
  const reasonText = (
    <Text size="sm" tone="muted">
      {why}
    </Text>
  );
  return full ? (
    <Stack space="4" align="end">
      {button}
      {reasonText}
    </Stack>
  ) : (
    <Inline space="8" alignY="center" align="end" wrap={false} className={rowAddWithReason}>
      {reasonText}
      {button}
    </Inline>
  );
}
