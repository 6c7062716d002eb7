import { type Application, updateApplication, useApplication, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  answerProofOfAddress,
  canContinueInstitutionDocuments,
  type InstitutionDocumentsState,
  proofOfAddressExplanationSchema,
  savedProofOfAddressAnswer,
  slotStateFromUploaded,
} from '@cairn/domain';
import { LoadState, PageHeader, Radio, RadioGroup, Stack, TextField } from '@cairn/ui';
import { useState } from 'react';
import { UploadField } from '../features/documents/UploadField';
import { useUploadSlot } from '../features/documents/useUploadSlot';
import { useStep } from '../features/step';
import { ContinueButton } from '../forms/ContinueButton';
import { institutionDocumentsTexts as texts } from '../texts';

function Documents({ application }: { application: Application }) {
  const { next } = useStep();
  const saveExplanation = useMutation(updateApplication, { onSuccess: () => next() });
  const constitution = useUploadSlot('constitution', slotStateFromUploaded(application.document_uploaded));
  const proof = useUploadSlot(
    'proof_of_address',
    slotStateFromUploaded(application.proof_of_address_uploaded),
  );
  const [answer, setAnswer] = useState<
    Pick<InstitutionDocumentsState, 'hasProofOfAddress' | 'proofOfAddressExplanation'>
  >({
    hasProofOfAddress: savedProofOfAddressAnswer(application),
    proofOfAddressExplanation: application.proof_of_address_explanation ?? '',
  });
  const [touched, setTouched] = useState(false);

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
    if (answer.hasProofOfAddress === false)
      await saveExplanation.trigger({
        proof_of_address_explanation: answer.proofOfAddressExplanation.trim(),
      });
    else next();
  };

  return (
    <Stack space="24">
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
      <ContinueButton
        isDisabled={!canContinueInstitutionDocuments(state)}
        isPending={saveExplanation.isPending}
        onPress={() => void submit()}
      />
    </Stack>
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
    <Stack space="32">
      <PageHeader title={texts.title} description={texts.intro} />
      <LoadState read={application}>{(data) => <Documents application={data} />}</LoadState>
    </Stack>
  );
}
