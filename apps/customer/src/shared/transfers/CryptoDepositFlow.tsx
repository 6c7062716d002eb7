import {
  createDepositWallet,
  createSendingAddress,
  sendingAddressPayload,
  type TradedAsset,
  useMutation,
  useTradedAssets,
} from '@cairn/api-client';
import {
  CRYPTO_DEPOSIT_START,
  type CryptoDepositEvent,
  cryptoDeposit,
  cryptoDepositStepIndex,
  emptyStateMessages,
  networkName,
  sendingWalletStepSchema,
  type TransferAsset,
} from '@cairn/domain';
import {
  Button,
  CopyableDetails,
  Form,
  FormSelect,
  LoadState,
  Spinner,
  StepDialog,
  Text,
  useSchemaForm,
} from '@cairn/ui';
import { useReducer } from 'react';
import { z } from 'zod';
import { cryptoDepositTexts, transferDialogTexts } from './copy';
import { type CryptoFlowProps, flowFrame } from './flowDialog';
import { WalletFields } from './WalletFields';

const ASSET_FORM = 'crypto-deposit-asset';
const WALLET_FORM = 'crypto-deposit-wallet';

const toTransferAsset = (asset: TradedAsset): TransferAsset => ({
  symbol: asset.symbol,
  name: asset.name,
  network_id: asset.network_id,
});

/**
 * Deposit → Crypto (doc 2 §4 "Crypto deposit"): the asset, its deposit wallet ('Preparing Crypto
 * Deposit' while the custodian makes it), the sending wallet with the notice acknowledged, then the
 * receiving address with copy.
 */
export function CryptoDepositFlow({ onClose, onDone }: CryptoFlowProps) {
  const [state, send] = useReducer(cryptoDeposit, CRYPTO_DEPOSIT_START);
  const assets = useTradedAssets({ type: 'DEPOSIT' });
  const wallet = useMutation(createDepositWallet);
  const sending = useMutation(createSendingAddress);
  const dispatch = (event: CryptoDepositEvent) => {
    const next = cryptoDeposit(state, event);
    send(event);
    if (next.step === 'CLOSED') onClose();
    if (next.step === 'DONE') onDone();
  };
  const requestWallet = async (asset: TransferAsset) => {
    const answer = await wallet.trigger({ networkId: asset.network_id });
    send(answer.ok ? { type: 'WALLET_LOADED', wallet: answer.data } : { type: 'WALLET_FAILED' });
  };
  const stepIndex = cryptoDepositStepIndex(state);
  const common = flowFrame({
    onClose,
    title: cryptoDepositTexts.infoTitle,
    steps: cryptoDepositTexts.stepTitles,
    currentStep: stepIndex,
  });
  switch (state.step) {
    case 'SELECT_ASSET':
      return (
        <StepDialog
          {...common}
          stepTitle={cryptoDepositTexts.stepTitles[0]}
          footer={
            <Button type="submit" form={ASSET_FORM}>
              {transferDialogTexts.continue}
            </Button>
          }
        >
          <LoadState read={assets}>
            {(list) =>
              list.length === 0 ? (
                <Text>{cryptoDepositTexts.noAssets}</Text>
              ) : (
                <AssetForm
                  id={ASSET_FORM}
                  label={cryptoDepositTexts.asset}
                  assets={list.filter((asset) => !asset.is_excluded)}
                  initial={state.asset?.symbol}
                  onSubmit={(asset) => {
                    send({ type: 'SELECT_ASSET', asset });
                    void requestWallet(asset);
                  }}
                />
              )
            }
          </LoadState>
        </StepDialog>
      );
    case 'REQUESTING_WALLET':
      return (
        <StepDialog
          {...common}
          stepTitle={cryptoDepositTexts.stepTitles[1]}
          onBack={() => dispatch({ type: 'BACK' })}
        >
          <Spinner label={cryptoDepositTexts.requestingWallet} />
        </StepDialog>
      );
    case 'PREPARING':
      return (
        <StepDialog
          {...common}
          stepTitle={emptyStateMessages.preparingCryptoDeposit}
          onBack={() => dispatch({ type: 'BACK' })}
          footer={
            <Button
              onPress={() => {
                send({ type: 'RETRY' });
                void requestWallet(state.asset);
              }}
            >
              {cryptoDepositTexts.tryAgain}
            </Button>
          }
        >
          {/* A status, not a dead end: what is happening beside its turning indicator (on the
              content's edge, as every step's first line), then how long it usually takes and what
              to do meanwhile; Check Again asks once more. */}
          <Spinner showLabel label={cryptoDepositTexts.preparingStatus(state.asset.name)} />
          <Text>{cryptoDepositTexts.preparingBody(state.asset.name)}</Text>
        </StepDialog>
      );
    case 'SENDING_WALLET': {
      const { asset } = state;
      return (
        <StepDialog
          {...common}
          stepTitle={cryptoDepositTexts.stepTitles[2]}
          onBack={() => dispatch({ type: 'BACK' })}
          footer={
            <Button type="submit" form={WALLET_FORM} isPending={sending.isPending}>
              {transferDialogTexts.continue}
            </Button>
          }
        >
          <SendingWalletForm
            asset={asset}
            onSubmit={async (values) => {
              const answer = await sending.trigger(
                sendingAddressPayload(asset, values, {
                  noticeAcknowledged: values.noticeAcknowledged,
                  submissionConfirmed: values.submissionConfirmed,
                }),
              );
              if (answer.ok) send({ type: 'SENDING_ADDRESS_CREATED', sendingAddress: answer.data.address });
            }}
          />
        </StepDialog>
      );
    }
    case 'RECEIVING_ADDRESS':
      return (
        <StepDialog
          {...common}
          stepTitle={cryptoDepositTexts.receivingAddress}
          footer={<Button onPress={() => dispatch({ type: 'DONE' })}>{cryptoDepositTexts.done}</Button>}
        >
          <Text>
            {cryptoDepositTexts.receivingBody(state.asset.symbol, networkName(state.asset.network_id))}
          </Text>
          <CopyableDetails
            items={[
              {
                label: cryptoDepositTexts.receivingAddress,
                value: state.depositAddress,
                emphasis: true,
                // In groups of four, never broken mid-group; copied whole by its button.
                grouped: true,
              },
            ]}
          />
        </StepDialog>
      );
    default:
      return null;
  }
}

const assetSchema = (message: string) => z.object({ symbol: z.string({ error: message }).min(1, message) });

/** The asset question of a crypto transfer; also used by the withdrawal. */
export function AssetForm({
  id,
  label,
  assets,
  initial,
  onSubmit,
}: {
  id: string;
  label: string;
  assets: readonly TradedAsset[];
  initial: string | undefined;
  onSubmit: (asset: TransferAsset) => void;
}) {
  const required = `${label} is required`;
  const form = useSchemaForm(assetSchema(required), {
    defaultValues: { symbol: initial ?? '' },
  });
  return (
    <Form
      id={id}
      form={form}
      onSubmit={(values) => {
        const asset = assets.find((candidate) => candidate.symbol === values.symbol);
        if (asset) onSubmit(toTransferAsset(asset));
      }}
    >
      <FormSelect
        name="symbol"
        label={label}
        // What can be deposited, named (review 11b: a lone select said nothing of its choices).
        description={cryptoDepositTexts.assetHint(assets.map((asset) => asset.symbol))}
        placeholder={cryptoDepositTexts.assetPlaceholder}
        options={assets.map((asset) => ({ id: asset.symbol, label: `${asset.name} (${asset.symbol})` }))}
        size="md"
      />
    </Form>
  );
}

function SendingWalletForm({
  asset,
  onSubmit,
}: {
  asset: TransferAsset;
  onSubmit: (values: z.output<typeof sendingWalletStepSchema>) => Promise<void>;
}) {
  const form = useSchemaForm(sendingWalletStepSchema, {
    defaultValues: { address: '' },
  });
  return (
    <Form id={WALLET_FORM} form={form} onSubmit={onSubmit}>
      <WalletFields
        addressLabel={cryptoDepositTexts.sendingWalletAddress}
        questions={[
          { name: 'isSelfHosted', label: cryptoDepositTexts.selfHostedQuestion },
          { name: 'ownerConfirmed', label: cryptoDepositTexts.ownerQuestion },
        ]}
        answers={{ yes: cryptoDepositTexts.yes, no: cryptoDepositTexts.no }}
        notice={cryptoDepositTexts.notice(asset.symbol, networkName(asset.network_id))}
        acknowledgements={[
          { name: 'noticeAcknowledged', label: cryptoDepositTexts.noticeAcknowledgement },
          { name: 'submissionConfirmed', label: cryptoDepositTexts.submissionConfirmation },
        ]}
      />
    </Form>
  );
}
