import { type Beneficiary, updateBeneficiaries, useApplication } from '@cairn/api-client';
import { BeneficiaryEditor, useToaster } from '@cairn/ui';
import { useState } from 'react';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { beneficiariesTexts as texts } from '../texts';

/**
 * /onboarding/beneficiaries (doc 1 §2.6, §4, §5): add beneficiaries now, yes or no; No offers Skip,
 * which saves an empty list; otherwise primary and contingent lists with a live allocation total,
 * each non-empty list totalling 100.
 */
export function BeneficiariesPage() {
  usePageTitle(texts.title);
  const { next } = useStep();
  const { toast } = useToaster();
  const application = useApplication({});
  const [saving, setSaving] = useState(false);
  const save = async (beneficiaries: Beneficiary[]) => {
    setSaving(true);
    const ok = await attempt(
      () => updateBeneficiaries({ beneficiaries }),
      (message) => toast({ tone: 'danger', message }),
    );
    setSaving(false);
    if (ok) next();
  };
  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>
        {(data) => (
          <BeneficiaryEditor
            mode="onboarding"
            {...(data.beneficiaries && data.beneficiaries.length > 0
              ? { defaultValue: data.beneficiaries }
              : {})}
            isSubmitting={saving}
            onSubmit={(list) => void save(list)}
            onSkip={(list) => void save(list)}
          />
        )}
      </Loaded>
    </>
  );
}
