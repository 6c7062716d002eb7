import {
  createWithdrawal,
  fiatWithdrawalRequest,
  useBalance,
  useMutation,
  useUserProfile,
} from '@cairn/api-client';
import { useGo } from '@cairn/app-shell';
import {
  type AccountClosureFormValues,
  type AccountClosureValues,
  accountClosureSchema,
  brokerageWithdrawalSchema,
  DEACTIVATION_REASONS,
  type DecimalInput,
  FIAT_WITHDRAWAL_START,
  type FiatWithdrawalContext,
  type FiatWithdrawalDetails,
  type FiatWithdrawalEvent,
  type FiatWithdrawalFormDetails,
  type FiatWithdrawalMethod,
  type FiatWithdrawalState,
  FULL_WITHDRAWAL_HREF,
  fiatWithdrawal,
  fiatWithdrawalAmount,
  fiatWithdrawalStepIndex,
  formatUsd,
  maskAccountNumber,
  parseUsd,
  tierFromMinTier,
  US_COUNTRY,
  US_STATES,
  usdBankWithdrawalSchema,
  withdrawalPreview,
  withdrawalWarningScreen,
} from '@cairn/domain';
import {
  Button,
  ChoiceCards,
  DescriptionList,
  Form,
  FormErrorSummary,
  FormMoneyInput,
  FormSelect,
  FormTextField,
  LoadState,
  Stack,
  StepDialog,
  Text,
  Tooltip,
  useSchemaForm,
  WithdrawalRulesPreview,
} from '@cairn/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BankAccountFields, ClosureReasonSelect } from './ClosureFields';
import { ConfirmForm } from './ConfirmForm';
import {
  accountClosureTexts,
  fiatWithdrawalTexts,
  transferDialogTexts,
  withdrawalDurationTexts,
} from './copy';
import { dismissWith, flowFrame, TRANSFER_DIALOG_HEIGHT, TRANSFER_DIALOG_SIZE } from './flowDialog';
import { SuccessDialog } from './SuccessDialog';
import { usePendingWithdrawalNotice } from './usePendingWithdrawalNotice';
import { WithdrawalTaxImpact } from './WithdrawalTaxImpact';

const DETAILS_FORM = 'fiat-withdrawal-details';
const CLOSURE_FORM = 'fiat-withdrawal-closure';
const SUBMIT_FORM = 'fiat-withdrawal-submit';

interface FlowProps {
  onClose: () => void;
  onDone: () => void;
}

/**
 * Withdraw → Wire (doc 2 §2 "Fiat withdrawal", §4, §5): the kind of account, then Details,
 * Confirm and Submit; an amount of 75 % or more of the available balance, or one that leaves less
 * than the minimum, goes to the closure screen (cancel, or a full withdrawal: inside the flow for a
 * bank account, on /account for a brokerage one).
 */
export function FiatWithdrawalFlow(props: FlowProps) {
  const profile = useUserProfile();
  const balance = useBalance({ type: 'fiat-withdrawal', symbol: 'ALL' });
  const context =
    profile.data === undefined || balance.data === undefined
      ? undefined
      : {
          tier: tierFromMinTier(profile.data.user.min_tier),
          availableBalance: balance.data.available_balance,
        };
  if (context !== undefined) return <FiatWithdrawalDialogs {...props} context={context} />;
  // The flow's own dialog while its limits load, or with Try again if they fail: never a state
  // outside the dialog, below the page.
  return (
    <StepDialog
      isOpen
      size={TRANSFER_DIALOG_SIZE}
      height={TRANSFER_DIALOG_HEIGHT}
      onOpenChange={dismissWith(props.onClose)}
      title={fiatWithdrawalTexts.title}
    >
      <LoadState
        read={{
          data: undefined,
          error: profile.error ?? balance.error,
          mutate: () => Promise.all([profile.mutate(), balance.mutate()]),
        }}
      >
        {() => null}
      </LoadState>
    </StepDialog>
  );
}

function FiatWithdrawalDialogs({ onClose, onDone, context }: FlowProps & { context: FiatWithdrawalContext }) {
  const [state, setState] = useState<FiatWithdrawalState>(FIAT_WITHDRAWAL_START);
  const [method, setMethod] = useState<FiatWithdrawalMethod>('BANK');
  const go = useGo();
  const notifyPending = usePendingWithdrawalNotice();
  const submit = useMutation(createWithdrawal, { onSuccess: () => send({ type: 'SUBMITTED' }) });
  const send = (event: FiatWithdrawalEvent) => setState((current) => fiatWithdrawal(current, event, context));
  useEffect(() => {
    if (state.step === 'CLOSED') onClose();
    if (state.step === 'DONE') {
      onDone();
      notifyPending();
    }
    if (state.step === 'FULL_WITHDRAWAL') {
      onDone();
      go(FULL_WITHDRAWAL_HREF);
    }
  }, [state.step, onClose, onDone, go, notifyPending]);

  const index = fiatWithdrawalStepIndex(state);
  // A step's submit button is keyed by its step: a press on the step before (handled on pointer up)
  // must not let the browser's click that follows land on the same element, now a submit button.
  const common = flowFrame({
    onClose,
    title: fiatWithdrawalTexts.title,
    steps: fiatWithdrawalTexts.stepTitles,
    currentStep: index,
    // Back from the details on (to the account type, a choice made in this dialog). The
    // account-type question opens the dialog: no Back there; × and Escape return to the method
    // choice (doc 2 §2).
    ...(state.step === 'METHOD' ? {} : { onBack: () => send({ type: 'BACK' }) }),
  });

  switch (state.step) {
    case 'METHOD':
      return (
        <StepDialog
          {...common}
          stepTitle={fiatWithdrawalTexts.methodTitle}
          footer={
            <Button onPress={() => send({ type: 'CHOOSE_METHOD', method })}>
              {transferDialogTexts.continue}
            </Button>
          }
        >
          <MethodChoice method={method} onChange={setMethod} />
        </StepDialog>
      );
    case 'DETAILS':
      return (
        <StepDialog
          {...common}
          stepTitle={
            state.method === 'BANK' ? fiatWithdrawalTexts.bankDetails : fiatWithdrawalTexts.brokerageDetails
          }
          footer={
            <Button key={state.step} type="submit" form={DETAILS_FORM}>
              {transferDialogTexts.continue}
            </Button>
          }
        >
          {state.method === 'BANK' ? (
            <WireForm
              schema={usdBankWithdrawalSchema(context)}
              defaultValues={state.details?.method === 'BANK' ? state.details.values : EMPTY_BANK}
              context={context}
              onSubmit={(values) => send({ type: 'DETAILS_SUBMITTED', details: { method: 'BANK', values } })}
            />
          ) : (
            <WireForm
              schema={brokerageWithdrawalSchema(context)}
              defaultValues={state.details?.method === 'BROKERAGE' ? state.details.values : EMPTY_BROKERAGE}
              context={context}
              onSubmit={(values) =>
                send({ type: 'DETAILS_SUBMITTED', details: { method: 'BROKERAGE', values } })
              }
            >
              <BrokerageFields />
            </WireForm>
          )}
        </StepDialog>
      );
    case 'WARNING': {
      const amount = state.details === null ? 0 : (parseUsd(state.details.values.amount) ?? 0);
      const texts = withdrawalWarningScreen(state.route, { ...context, amount });
      return (
        <StepDialog
          {...common}
          role="alertdialog"
          stepTitle={texts.title}
          onBack={() => send({ type: 'CANCEL' })}
          messages={{ back: texts.cancel }}
          {...(texts.fullWithdrawal === null
            ? {}
            : {
                footer: (
                  <Button tone="danger" onPress={() => send({ type: 'FULL_WITHDRAWAL' })}>
                    {texts.fullWithdrawal}
                  </Button>
                ),
              })}
        >
          <Text>{texts.body}</Text>
        </StepDialog>
      );
    }
    case 'CLOSURE':
      return (
        <StepDialog
          {...common}
          stepTitle={accountClosureTexts.title}
          footer={
            <Button key={state.step} type="submit" form={CLOSURE_FORM}>
              {transferDialogTexts.continue}
            </Button>
          }
        >
          <Text>{accountClosureTexts.body(formatUsd(context.availableBalance))}</Text>
          <ClosureForm
            initial={
              state.values ??
              (state.previous === null
                ? undefined
                : {
                    routingNumber: state.previous.values.routingNumber,
                    accountNumber: state.previous.values.accountNumber,
                    reason: undefined,
                  })
            }
            onSubmit={(values) => send({ type: 'CLOSURE_SUBMITTED', values })}
          />
        </StepDialog>
      );
    case 'CONFIRM':
      return (
        <StepDialog
          {...common}
          stepTitle={fiatWithdrawalTexts.stepTitles[1]}
          footer={<Button onPress={() => send({ type: 'CONFIRM' })}>{transferDialogTexts.continue}</Button>}
        >
          <Text>{fiatWithdrawalTexts.confirmIntro}</Text>
          <Summary details={state.details} available={context.availableBalance} />
          <WithdrawalTaxImpact amount={fiatWithdrawalAmount(state.details, context.availableBalance)} />
        </StepDialog>
      );
    case 'SUBMIT': {
      const { details } = state;
      return (
        <StepDialog
          {...common}
          stepTitle={fiatWithdrawalTexts.stepTitles[2]}
          // The submit checkbox pinned right above Submit, tied to the button it enables.
          confirmation={
            <ConfirmForm
              id={SUBMIT_FORM}
              label={fiatWithdrawalTexts.submissionConfirmation}
              onSubmit={async () => {
                await submit.trigger(
                  fiatWithdrawalRequest(details, context.availableBalance, { submissionConfirmed: true }),
                );
              }}
            />
          }
          footer={
            <Button key={state.step} type="submit" form={SUBMIT_FORM} isPending={submit.isPending}>
              {fiatWithdrawalTexts.submit}
            </Button>
          }
        >
          <DescriptionList
            items={[
              {
                term: fiatWithdrawalTexts.amount,
                value: formatUsd(fiatWithdrawalAmount(details, context.availableBalance)),
                numeric: true,
              },
              // Where it goes, so the one row being confirmed is the whole withdrawal.
              {
                term: fiatWithdrawalTexts.sendTo,
                value: `${destinationKind(details)} ${maskAccountNumber(details.values.accountNumber)}`,
              },
            ]}
          />
          <Text tone="muted">{fiatWithdrawalTexts.duration}</Text>
        </StepDialog>
      );
    }
    case 'SUCCESS':
      return <SuccessDialog duration={withdrawalDurationTexts.wire} onDone={() => send({ type: 'DONE' })} />;
    default:
      return null;
  }
}

function MethodChoice({
  method,
  onChange,
}: {
  method: FiatWithdrawalMethod;
  onChange: (method: FiatWithdrawalMethod) => void;
}) {
  return (
    <ChoiceCards
      label={fiatWithdrawalTexts.accountType}
      value={method}
      onChange={(value) => onChange(value === 'BROKERAGE' ? 'BROKERAGE' : 'BANK')}
      options={[
        {
          value: 'BANK',
          title: fiatWithdrawalTexts.bankAccount,
          description: fiatWithdrawalTexts.bankAccountDescription,
        },
        {
          value: 'BROKERAGE',
          title: fiatWithdrawalTexts.brokerageAccount,
          description: fiatWithdrawalTexts.brokerageAccountDescription,
        },
      ]}
    />
  );
}

function WireSourceTip() {
  return (
    <Tooltip content={fiatWithdrawalTexts.wireSourceTooltip}>
      {/* A link-like button: its text starts on the fields' edge (a ghost button's padding put it 8 px in). */}
      <Button variant="link" size="sm">
        {fiatWithdrawalTexts.wireSourceLabel}
      </Button>
    </Tooltip>
  );
}

const EMPTY_BANK: z.input<ReturnType<typeof usdBankWithdrawalSchema>> = {
  amount: '',
  routingNumber: '',
  accountNumber: '',
};

const EMPTY_BROKERAGE: z.input<ReturnType<typeof brokerageWithdrawalSchema>> = {
  ...EMPTY_BANK,
  individualAccountNumber: '',
  bankName: '',
  brokerageName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: US_COUNTRY,
};

/**
 * A wire withdrawal's details, by the schema of its method: the amount and the bank account, the
 * amount's live transfer rules, then the method's own fields (`children`), then the wire source rule.
 */
function WireForm<In extends FieldValues, Out extends FieldValues>({
  schema,
  defaultValues,
  context,
  onSubmit,
  children,
}: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  context: FiatWithdrawalContext;
  onSubmit: (values: Out) => void;
  children?: ReactNode;
}) {
  const form = useSchemaForm(schema, { defaultValues });
  return (
    <Form id={DETAILS_FORM} form={form} onSubmit={onSubmit}>
      <Stack space="16">
        <FormErrorSummary />
        {/* What the user types first, together (review 11b): the amount, then the account it
            goes to; the amount's transfer rules after them, then the method's own fields. */}
        <FormMoneyInput name="amount" label={fiatWithdrawalTexts.amount} size="md" />
        <BankAccountFields />
        <AmountRules context={context} />
        {children}
        {/* A tertiary link: flush with the text edge, not stretched across the column. */}
        <div>
          <WireSourceTip />
        </div>
      </Stack>
    </Form>
  );
}

/** The transfer rules of the amount as it is typed. */
function AmountRules({ context }: { context: FiatWithdrawalContext }) {
  const amount = useWatch({ name: 'amount' }) as string | undefined;
  return (
    <WithdrawalRulesPreview
      messages={{ fullWithdrawalFrom: fiatWithdrawalTexts.fullWithdrawalFrom }}
      preview={withdrawalPreview({
        amountText: amount ?? '',
        availableBalance: context.availableBalance,
        tier: context.tier,
      })}
    />
  );
}

/** What a brokerage withdrawal asks besides the bank account (doc 2 §5 "Brokerage"). */
function BrokerageFields() {
  return (
    <>
      {/* The flows' one width rule (issue 30): short fields and selects on the 320 px column
          (`md`), words (names, the address) full width. */}
      <FormTextField
        name="individualAccountNumber"
        label={fiatWithdrawalTexts.individualAccountNumber}
        size="md"
      />
      <FormTextField name="bankName" label={fiatWithdrawalTexts.bankName} />
      <FormTextField name="brokerageName" label={fiatWithdrawalTexts.brokerageName} />
      <FormTextField name="address" label={fiatWithdrawalTexts.address} autoComplete="street-address" />
      <FormTextField name="city" label={fiatWithdrawalTexts.city} autoComplete="address-level2" />
      <FormSelect
        name="state"
        label={fiatWithdrawalTexts.state}
        options={US_STATES.map((state) => ({ id: state.code, label: state.name }))}
        size="md"
      />
      <FormTextField
        name="zipCode"
        label={fiatWithdrawalTexts.zipCode}
        autoComplete="postal-code"
        size="md"
      />
      <FormTextField
        name="country"
        label={fiatWithdrawalTexts.country}
        isReadOnly
        autoComplete="country-name"
      />
    </>
  );
}

function ClosureForm({
  initial,
  onSubmit,
}: {
  initial: AccountClosureFormValues | undefined;
  onSubmit: (values: AccountClosureValues) => void;
}) {
  const form = useSchemaForm(accountClosureSchema, {
    defaultValues: initial ?? { routingNumber: '', accountNumber: '', reason: undefined },
  });
  return (
    <Form id={CLOSURE_FORM} form={form} onSubmit={onSubmit}>
      <Stack space="16">
        <FormErrorSummary />
        <BankAccountFields />
        <ClosureReasonSelect />
      </Stack>
    </Form>
  );
}

/** The kind of account a withdrawal goes to, in words. */
function destinationKind(details: FiatWithdrawalDetails): string {
  return details.method === 'CLOSURE'
    ? accountClosureTexts.accountType
    : details.method === 'BANK'
      ? fiatWithdrawalTexts.bankAccount
      : fiatWithdrawalTexts.brokerageAccount;
}

function Summary({ details, available }: { details: FiatWithdrawalDetails; available: DecimalInput }) {
  const amount = formatUsd(fiatWithdrawalAmount(details, available));
  const kind = destinationKind(details);
  const values: FiatWithdrawalFormDetails['values'] | AccountClosureValues = details.values;
  const items: { term: string; value: string; numeric?: boolean; mono?: boolean }[] = [
    { term: fiatWithdrawalTexts.accountType, value: kind },
    { term: fiatWithdrawalTexts.amount, value: amount, numeric: true },
    // Outside the field it was typed in, an account number is masked (••••5678) everywhere; digits
    // in the amounts' face (issue 30).
    { term: fiatWithdrawalTexts.routingNumber, value: values.routingNumber, numeric: true },
    {
      term: fiatWithdrawalTexts.accountNumber,
      value: maskAccountNumber(values.accountNumber),
      numeric: true,
    },
  ];
  if (details.method === 'CLOSURE') {
    items.push({
      term: accountClosureTexts.reasonQuestion,
      value: DEACTIVATION_REASONS[details.values.reason],
    });
  }
  if (details.method === 'BROKERAGE') {
    const brokerage = details.values;
    items.push(
      { term: fiatWithdrawalTexts.individualAccountNumber, value: brokerage.individualAccountNumber },
      { term: fiatWithdrawalTexts.bankName, value: brokerage.bankName },
      { term: fiatWithdrawalTexts.brokerageName, value: brokerage.brokerageName },
      {
        term: fiatWithdrawalTexts.address,
        value: `${brokerage.address}, ${brokerage.city}, ${brokerage.state} ${brokerage.zipCode}, ${brokerage.country}`,
      },
    );
  }
  return <DescriptionList items={items} />;
}
