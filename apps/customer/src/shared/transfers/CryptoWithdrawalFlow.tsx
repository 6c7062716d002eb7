import {
  createWithdrawal,
  cryptoWithdrawalPayload,
  useBalance,
  useMutation,
  usePortfolioAllocations,
  useTradedAssets,
  useWithdrawalMinimum,
} from '@cairn/api-client';
import {
  CRYPTO_WITHDRAWAL_START,
  type CryptoWithdrawalAmount,
  type CryptoWithdrawalEvent,
  cryptoWithdrawal,
  cryptoWithdrawalAmountSchema,
  cryptoWithdrawalStepIndex,
  type DestinationWalletStepValues,
  destinationWalletStepSchema,
  estimatedUsdValue,
  formatCrypto,
  formatUsd,
  networkName,
} from '@cairn/domain';
import {
  Button,
  DescriptionList,
  Form,
  FormErrorSummary,
  FormQuantityInput,
  FormSelect,
  LoadState,
  Stack,
  StepDialog,
  Text,
  useSchemaForm,
} from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useReducer } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmForm } from './ConfirmForm';
import { cryptoWithdrawalTexts, transferDialogTexts, withdrawalDurationTexts } from './copy';
import { type CryptoFlowProps, flowFrame } from './flowDialog';
import { SuccessDialog } from './SuccessDialog';
import { estimateLine } from './transfers.css';
import { usePendingWithdrawalNotice } from './usePendingWithdrawalNotice';
import { WalletFields } from './WalletFields';

const AMOUNT_FORM = 'crypto-withdrawal-amount';
const DESTINATION_FORM = 'crypto-withdrawal-destination';
const CONFIRM_FORM = 'crypto-withdrawal-confirm';

/**
 * Withdraw → Crypto (doc 2 §4 "Crypto withdrawal"): the asset and amount (at least the asset's
 * minimum, at most what is held), the destination wallet with the notice acknowledged, confirm and
 * submit, then 'Success'.
 */
export function CryptoWithdrawalFlow({ onClose, onDone }: CryptoFlowProps) {
  const [state, send] = useReducer(cryptoWithdrawal, CRYPTO_WITHDRAWAL_START);
  const assets = useTradedAssets({ type: 'WITHDRAWAL' });
  const submit = useMutation(createWithdrawal, { onSuccess: () => send({ type: 'SUBMITTED' }) });
  const notifyPending = usePendingWithdrawalNotice();
  const dispatch = (event: CryptoWithdrawalEvent) => {
    const next = cryptoWithdrawal(state, event);
    send(event);
    if (next.step === 'CLOSED') onClose();
    if (next.step === 'DONE') {
      onDone();
      notifyPending();
    }
  };
  if (state.step === 'SUCCESS') {
    return (
      <SuccessDialog duration={withdrawalDurationTexts.crypto} onDone={() => dispatch({ type: 'DONE' })} />
    );
  }
  if (state.step === 'CLOSED' || state.step === 'DONE') return null;
  const index = cryptoWithdrawalStepIndex(state) ?? 0;
  const common = {
    ...flowFrame({
      onClose,
      title: cryptoWithdrawalTexts.infoTitle,
      steps: cryptoWithdrawalTexts.stepTitles,
      currentStep: index,
      // Back from the second step on; the first counted step has none (× and Escape return to the
      // method choice, doc 2 §2).
      ...(state.step === 'ASSET_AMOUNT' ? {} : { onBack: () => dispatch({ type: 'BACK' }) }),
    }),
    stepTitle: cryptoWithdrawalTexts.stepTitles[index] ?? '',
  } as const;
  switch (state.step) {
    case 'ASSET_AMOUNT':
      return (
        <StepDialog
          {...common}
          footer={
            <Button type="submit" form={AMOUNT_FORM}>
              {transferDialogTexts.continue}
            </Button>
          }
        >
          <LoadState read={assets}>
            {(list) =>
              list.length === 0 ? (
                <Text>{cryptoWithdrawalTexts.noAssets}</Text>
              ) : (
                <AmountForm
                  assets={list.map((asset) => ({
                    symbol: asset.symbol,
                    name: asset.name,
                    network_id: asset.network_id,
                  }))}
                  initial={state.amount}
                  onSubmit={(amount) => dispatch({ type: 'AMOUNT_SUBMITTED', amount })}
                />
              )
            }
          </LoadState>
        </StepDialog>
      );
    case 'DESTINATION':
      return (
        <StepDialog
          {...common}
          footer={
            <Button type="submit" form={DESTINATION_FORM}>
              {transferDialogTexts.continue}
            </Button>
          }
        >
          <DestinationForm
            amount={state.amount}
            initial={
              state.destination === null
                ? undefined
                : { ...state.destination.wallet, noticeAcknowledged: true }
            }
            onSubmit={(wallet) =>
              dispatch({ type: 'DESTINATION_SUBMITTED', destination: { wallet, noticeAcknowledged: true } })
            }
          />
        </StepDialog>
      );
    case 'CONFIRM': {
      const { amount, destination } = state;
      return (
        <StepDialog
          {...common}
          // The submit checkbox pinned right above Submit, tied to the button it enables.
          confirmation={
            <ConfirmForm
              id={CONFIRM_FORM}
              label={cryptoWithdrawalTexts.submissionConfirmation}
              onSubmit={async () => {
                await submit.trigger(
                  cryptoWithdrawalPayload(
                    { asset: amount.asset, amount: amount.amount, wallet: destination.wallet },
                    { noticeAcknowledged: destination.noticeAcknowledged, submissionConfirmed: true },
                  ),
                );
              }}
            />
          }
          footer={
            <Button type="submit" form={CONFIRM_FORM} isPending={submit.isPending}>
              {cryptoWithdrawalTexts.submit}
            </Button>
          }
        >
          <Text>{cryptoWithdrawalTexts.confirmIntro}</Text>
          <DescriptionList
            items={[
              { term: cryptoWithdrawalTexts.asset, value: `${amount.asset.name} (${amount.asset.symbol})` },
              { term: cryptoWithdrawalTexts.network, value: networkName(amount.asset.network_id) },
              {
                term: cryptoWithdrawalTexts.amount,
                value: <ConfirmedAmount amount={amount} />,
                numeric: true,
              },
              { term: cryptoWithdrawalTexts.destination, value: destination.wallet.address, mono: true },
              {
                term: cryptoWithdrawalTexts.selfHosted,
                value: destination.wallet.isSelfHosted ? cryptoWithdrawalTexts.yes : cryptoWithdrawalTexts.no,
              },
            ]}
          />
        </StepDialog>
      );
    }
  }
}

interface AmountValues {
  symbol: string;
  amount: string;
}

function AmountForm({
  assets,
  initial,
  onSubmit,
}: {
  assets: readonly CryptoWithdrawalAmount['asset'][];
  initial: CryptoWithdrawalAmount | null;
  onSubmit: (amount: CryptoWithdrawalAmount) => void;
}) {
  const form = useForm<AmountValues>({
    mode: 'onTouched',
    defaultValues: { symbol: initial?.asset.symbol ?? '', amount: initial?.amount ?? '' },
    resolver: (values, context, options) => {
      const schema = z.object({
        symbol: z.string().min(1, `${cryptoWithdrawalTexts.asset} is required`),
        // The amount's field shows once the chosen asset's limits are read: until then it is not
        // asked for (a summary naming a field that is not on screen links to nothing).
        amount: limits === null ? z.string() : cryptoWithdrawalAmountSchema(limits),
      });
      return zodResolver(schema)(values, context, options);
    },
  });
  const derivedId = useId();
  const symbol = useWatch({ control: form.control, name: 'symbol' });
  const balance = useBalance(symbol === '' ? null : { type: 'crypto-withdrawal', symbol });
  const minimum = useWithdrawalMinimum(symbol === '' ? null : { currency: symbol });
  const limits =
    balance.data === undefined || minimum.data === undefined
      ? null
      : { balance: balance.data.available_balance, minimum: minimum.data.withdrawal_min };
  const amount = useWatch({ control: form.control, name: 'amount' });
  const { held, estimate } = useUsdEstimate(symbol, amount);
  const rules =
    limits === null
      ? ''
      : `${cryptoWithdrawalTexts.available(`${formatCrypto(limits.balance)} ${symbol}`)} · ${cryptoWithdrawalTexts.minimum(`${formatCrypto(limits.minimum)} ${symbol}`)}`;

  return (
    <Form
      id={AMOUNT_FORM}
      form={form}
      onSubmit={(values) => {
        const asset = assets.find((candidate) => candidate.symbol === values.symbol);
        if (asset && limits !== null) onSubmit({ asset, amount: values.amount });
      }}
    >
      <Stack space="16">
        <FormErrorSummary />
        <FormSelect
          name="symbol"
          label={cryptoWithdrawalTexts.asset}
          placeholder={cryptoWithdrawalTexts.assetPlaceholder}
          options={assets.map((asset) => ({ id: asset.symbol, label: `${asset.name} (${asset.symbol})` }))}
          size="md"
        />
        {limits === null ? null : (
          // Mounted once the limits are known, so its description is linked to it from the start
          // (a disabled field shown earlier would turn a one-field error into a summary box).
          // The asset's symbol inside the field, after the figure. What is derived from the amount
          // and the asset sits UNDER the field (issue 30: hints under the label, results under the
          // field): the estimate in USD (once there is an amount and a value to read it from), then
          // the limits; it describes the field.
          // 8 px between the field and what is derived from it (4 read as crowded, review 11b).
          <Stack space="8">
            <FormQuantityInput
              name="amount"
              label={cryptoWithdrawalTexts.amount}
              size="md"
              suffix={symbol}
              aria-describedby={derivedId}
            />
            <Text id={derivedId} size="sm" tone="muted">
              {held === null ? null : (
                <span className={estimateLine}>
                  {cryptoWithdrawalTexts.estimate(estimate === null ? '—' : formatUsd(estimate))}
                </span>
              )}
              {rules}
            </Text>
          </Stack>
        )}
      </Stack>
    </Form>
  );
}

/**
 * The live USD estimate of `amount` of `symbol`: at the value of the user's own holding of the asset
 * (its USD line in the allocation by asset over the quantity held), never an invented price; `held`
 * null while unknown.
 */
function useUsdEstimate(symbol: string, amount: string) {
  const balance = useBalance(symbol === '' ? null : { type: 'crypto-withdrawal', symbol });
  const allocations = usePortfolioAllocations();
  const heldUsd = allocations.data?.asset.find((line) => line.symbol === symbol)?.balance;
  const held =
    heldUsd === undefined || balance.data === undefined
      ? null
      : { quantity: balance.data.balance, usd: heldUsd };
  return { held, estimate: estimatedUsdValue(amount, held) };
}

/** The amount being confirmed, with its USD estimate as the amount step showed it (issue 30). */
function ConfirmedAmount({ amount }: { amount: CryptoWithdrawalAmount }) {
  const { estimate } = useUsdEstimate(amount.asset.symbol, amount.amount);
  return (
    <>
      {`${formatCrypto(amount.amount)} ${amount.asset.symbol}`}
      {estimate === null ? null : (
        <Text as="span" tone="muted">
          {` ${cryptoWithdrawalTexts.estimateAbout(formatUsd(estimate))}`}
        </Text>
      )}
    </>
  );
}

function DestinationForm({
  amount,
  initial,
  onSubmit,
}: {
  amount: CryptoWithdrawalAmount;
  initial: DestinationWalletStepValues | undefined;
  onSubmit: (wallet: z.output<typeof destinationWalletStepSchema>) => void;
}) {
  const form = useSchemaForm(destinationWalletStepSchema, {
    defaultValues: initial ?? { address: '' },
  });
  return (
    <Form id={DESTINATION_FORM} form={form} onSubmit={onSubmit}>
      <WalletFields
        addressLabel={cryptoWithdrawalTexts.destinationWalletAddress}
        questions={[{ name: 'isSelfHosted', label: cryptoWithdrawalTexts.selfHostedQuestion }]}
        answers={{ yes: cryptoWithdrawalTexts.yes, no: cryptoWithdrawalTexts.no }}
        notice={cryptoWithdrawalTexts.notice(amount.asset.symbol, networkName(amount.asset.network_id))}
        acknowledgements={[
          { name: 'noticeAcknowledged', label: cryptoWithdrawalTexts.noticeAcknowledgement },
          { name: 'ownerConfirmed', label: cryptoWithdrawalTexts.ownerConfirmation },
        ]}
      />
    </Form>
  );
}
