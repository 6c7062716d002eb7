import { type Application, signAdvisoryAgreement, useApplication, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { advisoryAgreementMessages, canSignAdvisoryAgreement, fullLegalName } from '@cairn/domain';
import { Banner, Button, Heading, LoadState, PageHeader, ScrollGate, Stack, TextField } from '@cairn/ui';
import { cx } from '@cairn/ui/style';
import { useState } from 'react';
import { StepActions } from '../../shared/forms/ContinueButton';
import { fieldsThenActions } from '../../shared/shell/shell.css';
import { PageSkeleton } from '../../shared/shell/skeletons';
import { useStep } from '../../shared/step';
import { advisoryAgreement } from '../legal/advisoryAgreement';
import { LegalText } from '../legal/LegalText';
import { signature as signatureBlock } from './AdvisoryAgreementPage.css';
import { advisoryAgreementTexts as texts } from './copy';

function AgreementForm({ application }: { application: Application }) {
  const { next } = useStep();
  const [signature, setSignature] = useState('');
  // Signed: the agreement is not signed twice, so it leaves the history (doc 1 §2.6).
  const sign = useMutation(signAdvisoryAgreement, { onSuccess: () => next({ replace: true }) });
  const names = {
    first: application.first_name,
    middle: application.middle_name,
    last: application.last_name,
  };

  return (
    <ScrollGate
      aria-label={texts.region}
      // Tall enough to read a good part of the agreement at once (about 60 % of a 900 px window).
      maxHeight="min(36rem, 62vh)"
      cue={texts.scrollCue}
      footer={({ reachedEnd }) => {
        const enabled = canSignAdvisoryAgreement({ scrolledToEnd: reachedEnd, signature, names });
        return (
          <Stack space="24" className={cx(fieldsThenActions, signatureBlock)}>
            <TextField
              label={texts.signature}
              description={texts.signatureHelp(fullLegalName(names))}
              autoComplete="off"
              value={signature}
              onChange={setSignature}
            />
            <StepActions {...(enabled ? {} : { reason: texts.submitReason })}>
              <Button
                isDisabled={!enabled}
                disabledReason={advisoryAgreementMessages.disabledTooltip}
                isPending={sign.isPending}
                onPress={() => void sign.trigger({ advisory_agreement_signature: signature })}
              >
                {advisoryAgreementMessages.submit}
              </Button>
            </StepActions>
          </Stack>
        );
      }}
    >
      <Stack space="24">
        <Heading level={2} size="lg">
          {advisoryAgreement.title}
        </Heading>
        {/* 14 px, as the summary above it: the box is read as a document, not as the page's text. */}
        <LegalText document={advisoryAgreement} headingLevel={3} size="sm" />
      </Stack>
    </ScrollGate>
  );
}

/**
 * /onboarding/advisory-agreement (doc 1 §2.6, §4): the full agreement in a scroll box and the typed
 * full legal name; Agree & Continue is enabled once the box is scrolled to within 20 px of its end
 * and the name matches exactly, shows progress while signing, and replaces this page in history.
 * The fee's billing is said beside it, before the user reads the clause; the box takes most of the
 * window and the signature stands right under it.
 */
export function AdvisoryAgreementPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <Banner tone="info" title={texts.feeTitle} role="none">
        {texts.feeNote}
      </Banner>
      <LoadState read={application} loading={<PageSkeleton fields={2} withHeader={false} />}>
        {(data) => <AgreementForm application={data} />}
      </LoadState>
    </Stack>
  );
}
