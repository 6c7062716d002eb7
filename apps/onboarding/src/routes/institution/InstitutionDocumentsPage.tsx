import { type Application, updateApplication, useApplication, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  answerProofOfAddress,
  canContinueInstitutionDocuments,
  type InstitutionDocumentsState,
  proofOfAddressAnswerSchema,
  savedProofOfAddressAnswer,
  slotStateFromUploaded,
} from '@cairn/domain';
import { FormRadioGroup, FormTextField, LoadState, PageHeader, Radio, Stack, useSchemaForm } from '@cairn/ui';
import { answerTile, answerTiles, answerTilesTwoColumns, cx } from '@cairn/ui/style';
import { useWatch } from 'react-hook-form';
import { UploadField } from '../../shared/documents/UploadField';
import { useUploadSlot } from '../../shared/documents/useUploadSlot';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { FlowForm } from '../../shared/forms/FlowForm';
import { useStep } from '../../shared/step';
import { institutionDocumentsTexts as texts } from './copy';

/** What Continue waits for, in the page's order (the reason beside the disabled Continue). */
function missingParts(state: InstitutionDocumentsState): string[] {
  const parts: string[] = [];
  if (!state.constitutionUploaded) parts.push(texts.missing.constitution);
  if (state.hasProofOfAddress === null) parts.push(texts.missing.proofAnswer);
  else if (state.hasProofOfAddress && !state.proofOfAddressUploaded) parts.push(texts.missing.proof);
  else if (!state.hasProofOfAddress && state.proofOfAddressExplanation.trim() === '')
    parts.push(texts.missing.explanation);
  return parts;
}

function Documents({ application }: { application: Application }) {
  const { next } = useStep();
  const saveExplanation = useMutation(updateApplication, { onSuccess: () => next() });
  const constitution = useUploadSlot('constitution', slotStateFromUploaded(application.document_uploaded));
  const proof = useUploadSlot(
    'proof_of_address',
    slotStateFromUploaded(application.proof_of_address_uploaded),
  );
  const form = useSchemaForm(proofOfAddressAnswerSchema, {
    defaultValues: {
      hasProofOfAddress: savedProofOfAddressAnswer(application),
      proofOfAddressExplanation: application.proof_of_address_explanation ?? '',
    },
  });
  const answer = useWatch({ control: form.control });

  const state: InstitutionDocumentsState = {
    constitutionUploaded: constitution.state === 'SUCCESS',
    proofOfAddressUploaded: proof.state === 'SUCCESS',
    hasProofOfAddress: answer.hasProofOfAddress ?? null,
    proofOfAddressExplanation: answer.proofOfAddressExplanation ?? '',
  };

  // Yes clears the explanation; No clears the uploaded proof (doc 1 §4).
  const answered = (hasProof: boolean) => {
    const after = answerProofOfAddress(state, hasProof);
    form.setValue('proofOfAddressExplanation', after.proofOfAddressExplanation);
    if (hasProof) form.clearErrors('proofOfAddressExplanation');
    if (!after.proofOfAddressUploaded && proof.state === 'SUCCESS') proof.reset();
  };

  const submit = async () => {
    if (!canContinueInstitutionDocuments(state)) return;
    if (state.hasProofOfAddress === false)
      await saveExplanation.trigger({
        proof_of_address_explanation: state.proofOfAddressExplanation.trim(),
      });
    else next();
  };

  return (
    <FlowForm form={form} onSubmit={submit}>
      <UploadField label={texts.constitution} slot={constitution} />
      <FormRadioGroup
        name="hasProofOfAddress"
        label={texts.proofQuestion}
        // The Yes/No pair of Beneficiaries: one look for every binary question of the flow.
        optionsClassName={cx(answerTiles, answerTilesTwoColumns)}
        toValue={(id) => id === 'yes'}
        toId={(value) => (value === true ? 'yes' : value === false ? 'no' : null)}
        onChange={(id) => answered(id === 'yes')}
      >
        <Radio value="yes" className={answerTile}>
          {texts.yes}
        </Radio>
        <Radio value="no" className={answerTile}>
          {texts.no}
        </Radio>
      </FormRadioGroup>
      {state.hasProofOfAddress === true ? (
        <UploadField label={texts.proofOfAddress} description={texts.proofHelp} slot={proof} />
      ) : null}
      {state.hasProofOfAddress === false ? (
        <FormTextField
          name="proofOfAddressExplanation"
          label={texts.explanation}
          description={texts.explanationHelp}
          isRequired
          // Free text: three lines, so it reads as a sentence to write, not a short value.
          rows={3}
        />
      ) : null}
      <ContinueButton
        type="submit"
        isDisabled={!canContinueInstitutionDocuments(state)}
        disabledReason={texts.continueReason(missingParts(state))}
        isPending={saveExplanation.isPending}
      />
    </FlowForm>
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
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={application}>{(data) => <Documents application={data} />}</LoadState>
    </Stack>
  );
}
