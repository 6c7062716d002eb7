import { type Application, updateApplication, useApplication } from '@cairn/api-client';
import {
  ID_TYPE_CODES,
  type IdType,
  idDocumentsComplete,
  idTypeLabels,
  slotStateFromUploaded,
  type UploadSlots,
} from '@cairn/domain';
import { Button, Dialog, DialogTrigger, Radio, RadioGroup, useToaster } from '@cairn/ui';
import { useState } from 'react';
import { UploadField } from '../features/documents/UploadField';
import { useUploadSlot } from '../features/documents/useUploadSlot';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import * as layout from '../layout.css';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { common, idVerificationTexts as texts } from '../texts';

function idTypeOf(code: number | null): IdType | null {
  if (code === ID_TYPE_CODES.GOVERNMENT_ID) return 'GOVERNMENT_ID';
  if (code === ID_TYPE_CODES.PASSPORT) return 'PASSPORT';
  return null;
}

function KycLearnMore() {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        {texts.learnMore}
      </Button>
      <Dialog title={texts.kycTitle}>
        {texts.kyc.map((paragraph) => (
          <p key={paragraph} className={layout.text}>
            {paragraph}
          </p>
        ))}
      </Dialog>
    </DialogTrigger>
  );
}

function Documents({ application }: { application: Application }) {
  const { next } = useStep();
  const { toast } = useToaster();
  const [idType, setIdType] = useState<IdType | null>(idTypeOf(application.id_type));
  const saved = idTypeOf(application.id_type);
  const front = useUploadSlot(
    'id_card_front',
    slotStateFromUploaded(saved === 'GOVERNMENT_ID' && application.document_uploaded),
  );
  const back = useUploadSlot(
    'id_card_back',
    slotStateFromUploaded(saved === 'GOVERNMENT_ID' && application.id_card_back_uploaded),
  );
  const passport = useUploadSlot(
    'passport_document',
    slotStateFromUploaded(saved === 'PASSPORT' && application.document_uploaded),
  );
  const [changing, setChanging] = useState(false);

  const choose = async (next: IdType) => {
    if (next === idType) return;
    setChanging(true);
    // Changing the document type resets both upload states (doc 1 §4), here and on the server.
    const ok = await attempt(
      () => updateApplication({ id_type: ID_TYPE_CODES[next] }),
      (message) => toast({ tone: 'danger', message }),
    );
    setChanging(false);
    if (!ok) return;
    setIdType(next);
    front.reset();
    back.reset();
    passport.reset();
  };

  const slots: UploadSlots = {
    id_card_front: front.state,
    id_card_back: back.state,
    passport_document: passport.state,
  };

  return (
    <>
      <div>
        <KycLearnMore />
      </div>
      <RadioGroup
        label={texts.documentType}
        value={idType}
        isDisabled={changing}
        onChange={(value) => void choose(value as IdType)}
      >
        <Radio value="GOVERNMENT_ID">{idTypeLabels.GOVERNMENT_ID}</Radio>
        <Radio value="PASSPORT">{idTypeLabels.PASSPORT}</Radio>
      </RadioGroup>
      {idType === 'GOVERNMENT_ID' ? (
        <>
          <p className={layout.muted}>{texts.governmentIdHelp}</p>
          <UploadField label={texts.front} slot={front} />
          <UploadField label={texts.back} slot={back} />
        </>
      ) : null}
      {idType === 'PASSPORT' ? (
        <>
          <p className={layout.muted}>{texts.passportHelp}</p>
          <UploadField label={texts.passportDocument} slot={passport} />
        </>
      ) : null}
      <div className={layout.actions}>
        <Button isDisabled={!idDocumentsComplete(idType, slots)} onPress={() => next()}>
          {common.continue}
        </Button>
      </div>
    </>
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
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>{(data) => <Documents application={data} />}</Loaded>
    </>
  );
}
