import { type CustodianAgreement, useApplication } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { custodialAgreementTimeoutMessages } from '@cairn/domain';
import { AlertDialog, Badge, Card, LinkButton, LoadState, PageHeader, Stack, Text } from '@cairn/ui';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { ContinueButton, StepActions } from '../../shared/forms/ContinueButton';
import { PageSkeleton } from '../../shared/shell/skeletons';
import { useStep } from '../../shared/step';
import { custodianTexts as texts } from './copy';

/** The custodian's return parameter (doc 1 §2.6): `event=signing_complete`, or another event. */
const SIGNING_COMPLETE = 'signing_complete';

function openSigningPage(url: string) {
  // The custodian's page (locally the sandbox's stand-in) is not one of the apps: a full page load.
  window.location.assign(url);
}

function Agreement({
  agreement,
  returnEvent,
  onDismissEvent,
}: {
  agreement: CustodianAgreement | null;
  returnEvent: string | null;
  onDismissEvent: () => void;
}) {
  const { next } = useStep();
  const status = agreement?.status ?? 'SENT';
  const timedOut = status === 'EXPIRED' || status === 'DECLINED';
  const [timeoutOpen, setTimeoutOpen] = useState(timedOut);
  const otherEvent = returnEvent !== null && returnEvent !== SIGNING_COMPLETE && !timedOut;
  const complete = status === 'COMPLETE';
  return (
    <Stack space="32">
      {/* The agreement's own name and its status pill on the card's header line. */}
      <Card
        padding="24"
        space="12"
        title={texts.cardTitle}
        actions={
          <Badge tone={complete ? 'success' : timedOut ? 'danger' : 'warning'}>
            {texts.statuses[status]}
          </Badge>
        }
      >
        {/* The sentence is the card's body, so the header line holds the title and the pill only. */}
        <Text size="sm" tone="muted">
          {texts.cardDescription}
        </Text>
      </Card>
      {complete || agreement === null ? (
        <ContinueButton isDisabled={!complete} disabledReason={texts.continueReason} onPress={() => next()} />
      ) : (
        // Until it is signed, signing is the step's one primary action; then Continue takes its place.
        // What the button does, in the one line above it every step's note takes.
        <StepActions reason={texts.signHint}>
          <LinkButton href={agreement.url}>{timedOut ? texts.signAgain : texts.sign}</LinkButton>
        </StepActions>
      )}
      {agreement === null ? null : (
        // One notice at most: the agreement timed out, or the custodian sent back another event.
        <AlertDialog
          isOpen={timedOut ? timeoutOpen : otherEvent}
          onCancel={() => {
            setTimeoutOpen(false);
            onDismissEvent();
          }}
          title={timedOut ? custodialAgreementTimeoutMessages.title : texts.notReadyTitle}
          message={timedOut ? texts.timeout : texts.notReady}
          cancelLabel={timedOut ? custodialAgreementTimeoutMessages.goBack : texts.close}
          confirmLabel={timedOut ? custodialAgreementTimeoutMessages.accessAgreement : texts.reopen}
          onConfirm={() => {
            openSigningPage(agreement.url);
            setTimeoutOpen(false);
            onDismissEvent();
          }}
        />
      )}
    </Stack>
  );
}

/**
 * /onboarding/custodian-agreement (doc 1 §2.6): the custodial agreement's status and a link to sign
 * it at the custodian (the application's `custodian_agreement.url`). Back from the custodian,
 * `event=signing_complete` refreshes the application; another event offers to reopen the agreement
 * or close. An expired or declined agreement shows 'Custodial Agreement Timeout'. Continue once
 * the status is COMPLETE.
 */
export function CustodianAgreementPage() {
  usePageTitle(texts.title);
  const search = useSearch();
  const { path, go } = useStep();
  const [returnEvent, setReturnEvent] = useState(() => new URLSearchParams(search).get('event'));
  const application = useApplication({ include_custodian_agreement: true });
  const { mutate } = application;

  useEffect(() => {
    if (returnEvent === SIGNING_COMPLETE) void mutate();
  }, [returnEvent, mutate]);
  // The event is read once; the address loses it so a reload does not replay it.
  useEffect(() => {
    if (search !== '') go(path, { replace: true });
  }, [search, path, go]);

  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={application} loading={<PageSkeleton fields={1} withHeader={false} />}>
        {(data) => (
          <Agreement
            key={data.custodian_agreement?.status ?? 'none'}
            agreement={data.custodian_agreement ?? null}
            returnEvent={returnEvent}
            onDismissEvent={() => setReturnEvent(null)}
          />
        )}
      </LoadState>
    </Stack>
  );
}
