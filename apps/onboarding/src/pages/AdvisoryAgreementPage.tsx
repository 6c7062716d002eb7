import { type Application, signAdvisoryAgreement, useApplication } from '@cairn/api-client';
import { advisoryAgreementMessages, canSignAdvisoryAgreement, fullLegalName } from '@cairn/domain';
import { Button, ScrollGate, TextField, useToaster } from '@cairn/ui';
import { useState } from 'react';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import * as layout from '../layout.css';
import { advisoryAgreement } from '../legal/advisoryAgreement';
import { LegalText } from '../legal/LegalText';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { advisoryAgreementTexts as texts } from '../texts';

function AgreementForm({ application }: { application: Application }) {
  const { next } = useStep();
  const { toast } = useToaster();
  const [signature, setSignature] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const names = {
    first: application.first_name,
    middle: application.middle_name,
    last: application.last_name,
  };

  const sign = async () => {
    setSubmitting(true);
    const signed = await attempt(
      () => signAdvisoryAgreement({ advisory_agreement_signature: signature }),
      (message) => toast({ tone: 'danger', message }),
    );
    setSubmitting(false);
    // Signed: the agreement is not signed twice, so it leaves the history (doc 1 §2.6).
    if (signed) next({ replace: true });
  };

  return (
    <ScrollGate
      aria-label={texts.region}
      maxHeight="28rem"
      footer={({ reachedEnd }) => {
        const enabled = canSignAdvisoryAgreement({ scrolledToEnd: reachedEnd, signature, names });
        return (
          <div className={layout.form}>
            <TextField
              label={texts.signature}
              description={texts.signatureHelp(fullLegalName(names))}
              autoComplete="off"
              value={signature}
              onChange={setSignature}
            />
            <div className={layout.actions}>
              <Button
                isDisabled={!enabled}
                disabledReason={advisoryAgreementMessages.disabledTooltip}
                isPending={submitting}
                onPress={() => void sign()}
              >
                {advisoryAgreementMessages.submit}
              </Button>
            </div>
          </div>
        );
      }}
    >
      <h2 className={layout.sectionTitle}>{advisoryAgreement.title}</h2>
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
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>{(data) => <AgreementForm application={data} />}</Loaded>
    </>
  );
}
