import type { AllocationItem } from '@cairn/api-client';
import { canTransfer, KYC_PENDING_TOOLTIP } from '@cairn/domain';
import {
  Button,
  Card,
  EmptyState,
  Figure,
  Money,
  Percent,
  RowList,
  RowListItem,
  Stack,
  Text,
} from '@cairn/ui';
import { Wallet } from 'lucide-react';
import { useTransfers } from '../../shared/transfers/useTransfers';
import { dashboardPageTexts, dashboardTexts } from './copy';
import * as css from './dashboard.css';
import { holdingTicker, largestHoldings } from './display';

/** How many assets the card lists; the allocation by asset lists them all. */
const HOLDINGS_SHOWN = 5;
/** Name, balance and weight: the figures line up from row to row. */
const HOLDING_COLUMNS = 'minmax(0, 1fr) auto 4.5rem';
/** The cash holding's symbol. */
const USD_SYMBOL = 'USD';

export interface HoldingsProps {
  /** The account's assets (the allocation by asset). */
  assets: readonly AllocationItem[];
  kycStatus: string | null | undefined;
}

/**
 * 'Holdings' (doc 2 §2): the largest assets with their balance and weight (the rest counted, all of
 * them in the allocation by asset), and the in-kind deposit shortcut
 * 'Deposit Crypto', which opens the crypto deposit directly (disabled with the KYC reason until
 * approval, like the Transfer menu).
 */
export function Holdings({ assets, kycStatus }: HoldingsProps) {
  const { openTransfer } = useTransfers();
  const allowed = canTransfer(kycStatus);
  const shown = largestHoldings(assets, HOLDINGS_SHOWN);
  return (
    <Card
      title={dashboardTexts.holdings}
      description={dashboardPageTexts.holdingsDescription}
      actions={
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!allowed}
          {...(allowed ? {} : { disabledReason: KYC_PENDING_TOOLTIP })}
          onPress={() => openTransfer({ intent: 'deposit', method: 'crypto' })}
        >
          {dashboardTexts.depositCrypto}
        </Button>
      }
    >
      {assets.length === 0 ? (
        // The page's one empty-state pattern (issue 30), sized for a card; while Deposit Crypto is
        // disabled it says why instead of asking for a deposit the button cannot make.
        <EmptyState icon={Wallet} title={dashboardPageTexts.noHoldingsTitle} className={css.cardEmptyState}>
          {allowed ? dashboardPageTexts.noHoldings : dashboardPageTexts.noHoldingsUntilKyc}
        </EmptyState>
      ) : (
        <RowList columns={HOLDING_COLUMNS}>
          {shown.map((asset) => (
            <RowListItem key={asset.symbol ?? asset.name}>
              <Stack space="4">
                <Text weight="medium">{asset.name}</Text>
                {/* A name with no ticker of its own (XRP, Aave) keeps the ticker's line, so every
                    row has the same height (issue 30). */}
                <Text size="sm" tone="muted">
                  {holdingTicker(asset) ?? '\u00a0'}
                </Text>
              </Stack>
              <Figure className={css.amount}>
                <Money value={asset.balance} />
              </Figure>
              <Figure size="sm" className={css.weight}>
                <Percent value={asset.weight} scale="percent" />
              </Figure>
            </RowListItem>
          ))}
        </RowList>
      )}
      {assets.length > 0 && assets.every((asset) => asset.symbol === USD_SYMBOL) ? (
        <Text size="sm" tone="muted">
          {dashboardPageTexts.cashOnly}
        </Text>
      ) : null}
      {assets.length > shown.length ? (
        <Text size="sm" tone="muted">
          {dashboardPageTexts.moreHoldings(assets.length - shown.length)}
        </Text>
      ) : null}
    </Card>
  );
}
