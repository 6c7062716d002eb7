import {
  createWithdrawal,
  DEACTIVATION_REQUEST,
  deactivateAccount,
  deactivationWithdrawalPayload,
  endSession,
  type UserProfile,
  useBalance,
  useMutation,
} from '@cairn/api-client';
import {
  DEACTIVATION_START,
  type DeactivationBankDetails,
  type DeactivationEvent,
  type DeactivationState,
  deactivation,
  deactivationBankDetailsSchema,
  deactivationReasonSchema,
  formatUsd,
  maskAccountNumber,
  maskPhone,
  submissionConfirmationSchema,
} from '@cairn/domain';
import {
  BalanceHeadline,
  Button,
  DescriptionList,
  EmptyState,
  Form,
  FormCheckbox,
  FormErrorSummary,
  Stack,
  StepDialog,
  Text,
  useSchemaForm,
} from '@cairn/ui';
import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { BankAccountFields, ClosureReasonSelect } from '../../shared/transfers/ClosureFields';
import {
  fiatWithdrawalTexts,
  withdrawalDurationTexts,
  withdrawalSuccessTexts,
} from '../../shared/transfers/copy';
import { deactivationTexts as t } from './copy';
import { PhoneCode } from './VerifyCodeDialog';

const BANK_FORM = 'deactivation-bank';
const SUBMIT_FORM = 'deactivation-submit';
const REASON_FORM = 'deactivation-reason';

export interface DeactivationWizardProps {
  profile: UserProfile;
  /**
   * The Account page's 'withdrawal success' state (doc 2 §4): the wizard shows 'Success' as a screen
   * of its own frame (same title, width and band, issue 30) before step 6, and keeps its step.
   */
  showWithdrawalSuccess: boolean;
  /** The full withdrawal was sent: the page enters its 'withdrawal success' state. */
  onWithdrawalSent: () => void;
  /** Done (or Escape) on 'Success': the page leaves that state and step 6 shows. */
  onSuccessDone: () => void;
  onClose: () => void;
}

/**
 * The deactivation wizard (doc 2 §2, §4, §5, §7, §9): 1 the code to the mobile number (with the
 * deactivation balance read meanwhile; 0 jumps to step 6, a failed read cancels), 2 the account
 * overview with the bank details, 3 the withdrawal confirmation, 4 its submit, 5 the reason for
 * leaving (the full withdrawal is sent with it), 6 the delete confirmation; then the account is
 * deactivated, the session ends (every cached read and the drafts cleared) and /login opens.
 */
export function DeactivationWizard({
  profile,
  showWithdrawalSuccess,
  onWithdrawalSent,
  onSuccessDone,
  onClose,
}: DeactivationWizardProps) {
  const [state, setState] = useState<DeactivationState>(DEACTIVATION_START);
  const send = useCallback(
    (event: DeactivationEvent) => setState((current) => deactivation(current, event)),
    [],
  );
  const balance = useBalance({ type: 'fiat-withdrawal', symbol: 'ALL' });
  const available = balance.data?.available_balance;
  const failed = balance.error !== undefined;
  useEffect(() => {
    if (available !== undefined) send({ type: 'BALANCE_LOADED', balance: available });
  }, [available, send]);
  useEffect(() => {
    if (failed) send({ type: 'BALANCE_FAILED' });
  }, [failed, send]);
  useEffect(() => {
    if (state.step === 'CANCELLED') onClose();
    if (state.step === 'DEACTIVATED') void endSession('deactivated');
  }, [state.step, onClose]);

  // What was sent, for the Success screen (the wizard's state keeps only step 6 after it).
  const [sent, setSent] = useState<{ amount: string; bank: DeactivationBankDetails } | null>(null);
  const withdraw = useMutation(createWithdrawal, {
    onSuccess: () => {
      send({ type: 'WITHDRAWAL_SENT' });
      onWithdrawalSent();
    },
  });
  const terminate = useMutation(deactivateAccount, { onSuccess: () => send({ type: 'DEACTIVATED' }) });

  if (state.step === 'CANCELLED' || state.step === 'DEACTIVATED') return null;
  const common = {
    isOpen: true,
    // One width and one least height for all six steps (issue 30): `sm`, which the code, reason and
    // delete steps fill; the overview, the submit step and Success grow the panel downward.
    size: 'md',
    height: 'sm',
    isDismissable: false,
    onOpenChange: (open: boolean) => {
      if (!open) send({ type: 'CANCEL' });
    },
    title: t.start,
    steps: t.stepTitles,
    currentStep: state.step - 1,
    stepTitle: t.stepTitles[state.step - 1] ?? t.start,
    messages: { back: t.back },
  } as const;
  const back = { onBack: () => send({ type: 'BACK' }) };

  if (showWithdrawalSuccess) {
    // The outcome of step 5 (its withdrawal was sent), in the wizard's own frame: the band names the
    // screen 'Success', outside the count; no Back (the withdrawal cannot be undone).
    return (
      <StepDialog
        {...common}
        // Outside the count: 'Step 5 of 6' was the Reason step's number too (review 11b); the band
        // names the screen alone, the bar's room kept.
        currentStep={null}
        stepTitle={withdrawalSuccessTexts.title}
        onOpenChange={(open) => {
          if (!open) onSuccessDone();
        }}
        // 'Continue', not the Transfer flow's 'Done' (doc 2 §2 names Done for that dialog only): a
        // sixth step follows here (issue 30).
        footer={<Button onPress={onSuccessDone}>{t.continue}</Button>}
      >
        {/* A completion, said as one: the mark and the outcome, how long it takes, what was sent
            where, and what comes next (issue 30: two bare lines read as unfinished). */}
        <EmptyState icon={CircleCheck} tone="success" title={withdrawalSuccessTexts.body} headingLevel={4}>
          {withdrawalDurationTexts.wire}
        </EmptyState>
        {sent === null ? null : <WithdrawalSummary amount={sent.amount} bank={sent.bank} />}
        <Text tone="muted">{t.successNext}</Text>
      </StepDialog>
    );
  }

  switch (state.step) {
    case 1:
      // 'Back on step 1 cancels' (doc 2 §4): the spec names it Back, at the footer's start, and it
      // closes the wizard. The way forward is the code itself (checked as soon as it is complete):
      // the primary stays at the end, disabled with that reason, so the footer reads like every
      // other step's.
      return (
        <StepDialog
          {...common}
          {...back}
          footer={
            <Button isDisabled disabledReason={t.codeChecksItself}>
              {t.continue}
            </Button>
          }
        >
          {/* One instruction for the one task (the code step's own sentence, with the number). */}
          <PhoneCode
            phone={maskPhone(profile.user.phone_number)}
            sendOnOpen
            onVerified={() => send({ type: 'VERIFIED' })}
          />
        </StepDialog>
      );
    case 2:
      return (
        <StepDialog
          {...common}
          {...back}
          footer={
            <Button type="submit" form={BANK_FORM}>
              {t.continue}
            </Button>
          }
        >
          <Text>{t.overviewBody}</Text>
          {/* The amount the whole flow is about, as the step's large figure (the dashboard's
              balance headline: its label, the digits with a lighter '$'). */}
          <BalanceHeadline
            balance={state.balance.toString()}
            changes={[]}
            messages={{ title: t.availableBalance }}
          />
          <BankForm
            initial={state.bank}
            onSubmit={(bank) => send({ type: 'BANK_DETAILS_SUBMITTED', bank })}
          />
        </StepDialog>
      );
    case 3:
      return (
        <StepDialog
          {...common}
          {...back}
          footer={<Button onPress={() => send({ type: 'CONFIRM' })}>{t.continue}</Button>}
        >
          <Text>{t.confirmBody}</Text>
          <WithdrawalSummary amount={formatUsd(state.balance)} bank={state.bank} />
        </StepDialog>
      );
    case 4:
      return (
        <StepDialog
          {...common}
          {...back}
          // The submit checkbox pinned right above Submit, tied to the button it enables.
          confirmation={<SubmitForm onSubmit={() => send({ type: 'SUBMIT' })} />}
          footer={
            <Button type="submit" form={SUBMIT_FORM}>
              {fiatWithdrawalTexts.submit}
            </Button>
          }
        >
          <WithdrawalSummary amount={formatUsd(state.balance)} bank={state.bank} />
        </StepDialog>
      );
    case 5:
      return (
        <StepDialog
          {...common}
          {...back}
          footer={
            <Button type="submit" form={REASON_FORM} isPending={withdraw.isPending}>
              {t.continue}
            </Button>
          }
        >
          <ReasonForm
            onSubmit={({ reason }) => {
              setSent({ amount: formatUsd(state.balance), bank: state.bank });
              void withdraw.trigger(deactivationWithdrawalPayload(state, reason));
            }}
          />
        </StepDialog>
      );
    case 6:
      // Once the withdrawal is sent there is no Back (it cannot be undone); Cancel (and Escape)
      // always closes the wizard, beside the destructive action, so Delete is never the only way out.
      return (
        <StepDialog
          {...common}
          role="alertdialog"
          stepTitle={t.deleteTitle}
          {...(state.withdrawalSent ? {} : back)}
          footer={
            <>
              <Button variant="secondary" onPress={() => send({ type: 'CANCEL' })}>
                {t.cancel}
              </Button>
              <Button
                tone="danger"
                isPending={terminate.isPending}
                onPress={() => void terminate.trigger(DEACTIVATION_REQUEST)}
              >
                {t.deleteConfirm}
              </Button>
            </>
          }
        >
          <Text>{t.deleteBody}</Text>
        </StepDialog>
      );
  }
}

function WithdrawalSummary({ amount, bank }: { amount: string; bank: DeactivationBankDetails }) {
  return (
    <DescriptionList
      items={[
        // The flows' one amount label (the body says it is the whole balance; the longer label
        // wrapped in the terms' column).
        { term: fiatWithdrawalTexts.amount, value: amount, numeric: true },
        // Digits in the amounts' face; the account masked as on every screen (issue 30).
        { term: fiatWithdrawalTexts.routingNumber, value: bank.routingNumber, numeric: true },
        {
          term: fiatWithdrawalTexts.accountNumber,
          value: maskAccountNumber(bank.accountNumber),
          numeric: true,
        },
      ]}
    />
  );
}

function BankForm({
  initial,
  onSubmit,
}: {
  initial: DeactivationBankDetails | null;
  onSubmit: (bank: DeactivationBankDetails) => void;
}) {
  const form = useSchemaForm(deactivationBankDetailsSchema, {
    defaultValues: initial ?? { routingNumber: '', accountNumber: '' },
  });
  return (
    <Form id={BANK_FORM} form={form} onSubmit={onSubmit}>
      <Stack space="16">
        <FormErrorSummary />
        {/* Side by side: the step, with its large figure, keeps the flow's least height (one row
            under it pushed the footer 28 px down for this step alone, review 11b). */}
        <BankAccountFields inRow />
      </Stack>
    </Form>
  );
}

function SubmitForm({ onSubmit }: { onSubmit: () => void }) {
  const form = useSchemaForm(submissionConfirmationSchema, {
    mode: 'onSubmit',
    defaultValues: { submissionConfirmed: false },
  });
  return (
    <Form id={SUBMIT_FORM} form={form} onSubmit={onSubmit}>
      <FormCheckbox name="submissionConfirmed">{fiatWithdrawalTexts.submissionConfirmation}</FormCheckbox>
    </Form>
  );
}

type ReasonOutput = z.output<typeof deactivationReasonSchema>;

function ReasonForm({ onSubmit }: { onSubmit: (values: ReasonOutput) => void }) {
  const form = useSchemaForm(deactivationReasonSchema, {
    defaultValues: { reason: undefined },
  });
  return (
    <Form id={REASON_FORM} form={form} onSubmit={onSubmit}>
      <Stack space="16">
        <FormErrorSummary />
        <ClosureReasonSelect />
      </Stack>
    </Form>
  );
}
