import { type Application, updateApplication, useApplication, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  ID_TYPE_CODES,
  type IdType,
  idDocumentsComplete,
  idTypeLabels,
  idTypeOfCode,
  savedIdDocuments,
  type UploadSlots,
} from '@cairn/domain';
import { Button, ChoiceCards, Dialog, DialogTrigger, LoadState, PageHeader, Stack, Text } from '@cairn/ui';
import { useState } from 'react';
import { UploadField } from '../../shared/documents/UploadField';
import { useUploadSlot } from '../../shared/documents/useUploadSlot';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { fieldsThenActions } from '../../shared/shell/shell.css';
import { useStep } from '../../shared/step';
import { idVerificationTexts as texts } from './copy';

/** The documents offered, in the spec's order (doc 1 §3: 1 government-issued ID, 2 passport). */
const ID_TYPES: readonly IdType[] = ['GOVERNMENT_ID', 'PASSPORT'];

function KycLearnMore() {
  return (
    <DialogTrigger>
      <Button variant="link" size="sm">
        {texts.learnMore}
      </Button>
      <Dialog title={texts.kycTitle}>
        <Stack space="12">
          {texts.kyc.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Dialog>
    </DialogTrigger>
  );
}

function Documents({ application }: { application: Application }) {
  const { next } = useStep();
  const saved = savedIdDocuments(application);
  const [idType, setIdType] = useState<IdType | null>(saved.idType);
  const front = useUploadSlot('id_card_front', saved.slots.id_card_front ?? 'STANDBY');
  const back = useUploadSlot('id_card_back', saved.slots.id_card_back ?? 'STANDBY');
  const passport = useUploadSlot('passport_document', saved.slots.passport_document ?? 'STANDBY');
  // Changing the document type resets both upload states (doc 1 §4), here and on the server.
  const changeType = useMutation(updateApplication, {
    onSuccess: (_data, input) => {
      setIdType(idTypeOfCode(input.id_type));
      front.reset();
      back.reset();
      passport.reset();
    },
  });

  const choose = async (next: IdType) => {
    if (next === idType) return;
    await changeType.trigger({ id_type: ID_TYPE_CODES[next] });
  };

  const slots: UploadSlots = {
    id_card_front: front.state,
    id_card_back: back.state,
    passport_document: passport.state,
  };

  return (
    <Stack space="24" className={fieldsThenActions}>
      {/* The two documents as cards saying what each takes, as the account type is chosen. */}
      <ChoiceCards
        label={texts.documentType}
        value={idType}
        isDisabled={changeType.isPending}
        onChange={(value) => void choose(value as IdType)}
        options={ID_TYPES.map((type) => ({
          value: type,
          title: idTypeLabels[type],
          description: type === 'PASSPORT' ? texts.passportHelp : texts.governmentIdHelp,
        }))}
      />
      {idType === 'GOVERNMENT_ID' ? (
        <Stack space="16">
          <UploadField label={texts.front} slot={front} />
          <UploadField label={texts.back} slot={back} />
        </Stack>
      ) : null}
      {idType === 'PASSPORT' ? <UploadField label={texts.passportDocument} slot={passport} /> : null}
      <ContinueButton
        isDisabled={!idDocumentsComplete(idType, slots)}
        disabledReason={idType === null ? texts.chooseFirst : texts.uploadFirst}
        onPress={() => next()}
      />
    </Stack>
  );
}

/**
 * /onboarding/id-verification (doc 1 §2.6, §4, §5): a Government-Issued ID (front and back) or a
 * Passport (one document), uploaded as JPEG, PNG or PDF under 9 MB; changing the type resets both
 * uploads; a learn-more dialog about KYC. Continue once every document of the type is uploaded.
 */
export function IdVerificationPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <Stack space="32">
      <Stack space="4">
        <PageHeader size="lg" title={texts.title} description={texts.intro} />
        {/* Under the description, on its text edge: the reason belongs to the sentence it explains. */}
        <div>
          <KycLearnMore />
        </div>
      </Stack>
      <LoadState read={application}>{(data) => <Documents application={data} />}</LoadState>
    </Stack>
  );
}
