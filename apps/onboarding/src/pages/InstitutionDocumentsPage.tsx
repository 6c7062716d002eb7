import { type Application, updateApplication, useApplication } from '@cairn/api-client';
import {
  answerProofOfAddress,
  canContinueInstitutionDocuments,
  type InstitutionDocumentsState,
  proofOfAddressExplanationSchema,
  slotStateFromUploaded,
} from '@cairn/domain';
import { Button, Radio, RadioGroup, TextField, useToaster } from '@cairn/ui';
import { useState } from 'react';
import { UploadField } from '../features/documents/UploadField';
import { useUploadSlot } from '../features/documents/useUploadSlot';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import * as layout from '../layout.css';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { common, institutionDocumentsTexts as texts } from '../texts';

function hasProofAnswer(application: Application): boolean | null {
  if (application.proof_of_address_uploaded) return true;
  if (application.proof_of_address_explanation) return false;
  return null;
}

function Documents({ application }: { application: Application }) {
  const { next } = useStep();
  const { toast } = useToaster();
  const constitution = useUploadSlot('constitution', slotStateFromUploaded(application.document_uploaded));
  const proof = useUploadSlot(
    'proof_of_address',
    slotStateFromUploaded(application.proof_of_address_uploaded),
  );
  const [answer, setAnswer] = useState<
    Pick<InstitutionDocumentsState, 'hasProofOfAddress' | 'proofOfAddressExplanation'>
  >({
    hasProofOfAddress: hasProofAnswer(application),
    proofOfAddressExplanation: application.proof_of_address_explanation ?? '',
  });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const state: InstitutionDocumentsState = {
    constitutionUploaded: constitution.state === 'SUCCESS',
    proofOfAddressUploaded: proof.state === 'SUCCESS',
    ...answer,
  };
  const explanationError =
    touched && answer.hasProofOfAddress === false
      ? (proofOfAddressExplanationSchema.safeParse(answer.proofOfAddressExplanation).error?.issues[0]
          ?.message ?? null)
      : null;

  const choose = (value: string) => {
    const hasProof = value === 'yes';
    // Yes clears the explanation; No clears the uploaded proof (doc 1 §4).
    const answered = answerProofOfAddress(state, hasProof);
    setAnswer({
      hasProofOfAddress: answered.hasProofOfAddress,
      proofOfAddressExplanation: answered.proofOfAddressExplanation,
    });
    if (!answered.proofOfAddressUploaded && proof.state === 'SUCCESS') proof.reset();
  };

  const submit = async () => {
    setTouched(true);
    if (!canContinueInstitutionDocuments(state)) return;
    if (answer.hasProofOfAddress === false) {
      setSaving(true);
      const ok = await attempt(
        () => updateApplication({ proof_of_address_explanation: answer.proofOfAddressExplanation.trim() }),
        (message) => toast({ tone: 'danger', message }),
      );
      setSaving(false);
      if (!ok) return;
    }
    next();
  };

  return (
    <>
      <UploadField label={texts.constitution} slot={constitution} />
      <RadioGroup
        label={texts.proofQuestion}
        value={answer.hasProofOfAddress === null ? null : answer.hasProofOfAddress ? 'yes' : 'no'}
        onChange={choose}
        orientation="horizontal"
      >
        <Radio value="yes">{texts.yes}</Radio>
        <Radio value="no">{texts.no}</Radio>
      </RadioGroup>
      {answer.hasProofOfAddress === true ? (
        <UploadField label={texts.proofOfAddress} description={texts.proofHelp} slot={proof} />
      ) : null}
      {answer.hasProofOfAddress === false ? (
        <TextField
          label={texts.explanation}
          description={texts.explanationHelp}
          value={answer.proofOfAddressExplanation}
          onChange={(text) => setAnswer({ ...answer, proofOfAddressExplanation: text })}
          onBlur={() => setTouched(true)}
          isInvalid={explanationError !== null}
          validationBehavior="aria"
          {...(explanationError === null ? {} : { errorMessage: explanationError })}
        />
      ) : null}
      <div className={layout.actions}>
        <Button
          isDisabled={!canContinueInstitutionDocuments(state)}
          isPending={saving}
          onPress={() => void submit()}
        >
          {common.continue}
        </Button>
      </div>
    </>
  );
}

/**
 * /onboarding/institution-documents (doc 1 §2.6, §4, §5): the constitution document or trust
 * agreement, and a proof of address (issued within 90 days) uploaded, or, answering No, a written
 * explanation. Continue needs the constitution plus the proof or the explanation.
 */
export function InstitutionDocumentsPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>{(data) => <Documents application={data} />}</Loaded>
    </>
  );
}
