import { type Application, signAdvisoryAgreement, useApplication, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { advisoryAgreementMessages, canSignAdvisoryAgreement, fullLegalName } from '@cairn/domain';
import { Button, Heading, LoadState, PageHeader, ScrollGate, Stack, TextField } from '@cairn/ui';
import { useState } from 'react';
import { useStep } from '../features/step';
import { advisoryAgreement } from '../legal/advisoryAgreement';
import { LegalText } from '../legal/LegalText';
import { advisoryAgreementTexts as texts } from '../texts';

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
      maxHeight="28rem"
      footer={({ reachedEnd }) => {
        const enabled = canSignAdvisoryAgreement({ scrolledToEnd: reachedEnd, signature, names });
        return (
          <Stack space="24">
            <TextField
              label={texts.signature}
              description={texts.signatureHelp(fullLegalName(names))}
              autoComplete="off"
              value={signature}
              onChange={setSignature}
            />
            <div>
              <Button
                isDisabled={!enabled}
                disabledReason={advisoryAgreementMessages.disabledTooltip}
                isPending={sign.isPending}
                onPress={() => void sign.trigger({ advisory_agreement_signature: signature })}
              >
                {advisoryAgreementMessages.submit}
              </Button>
            </div>
          </Stack>
        );
      }}
    >
      <Heading level={2} size="lg">
        {advisoryAgreement.title}
      </Heading>
      <LegalText document={advisoryAgreement} headingLevel={3} />
    </ScrollGate>
  );
}

/**
 * /onboarding/advisory-agreement (doc 1 §2.6, §4): the full agreement in a scroll box and the typed
 * full legal name; Agree & Continue is enabled once the box is scrolled to within 20 px of its end
 * and the name matches exactly, shows progress while signing, and replaces this page in history.
 */
export function AdvisoryAgreementPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <Stack space="32">
      <PageHeader title={texts.title} description={texts.intro} />
      <LoadState read={application}>{(data) => <AgreementForm application={data} />}</LoadState>
    </Stack>
  );
}
