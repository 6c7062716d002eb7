import {
  fromBeneficiariesPayload,
  toBeneficiariesPayload,
  updateBeneficiaries,
  useApplication,
  useMutation,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import type { BeneficiaryLists } from '@cairn/domain';
import { BeneficiaryEditor, LoadState, PageHeader, Stack } from '@cairn/ui';
import { useStep } from '../../shared/step';
import { beneficiariesTexts as texts } from './copy';

/**
 * /onboarding/beneficiaries (doc 1 §2.6, §4, §5): add beneficiaries now, yes or no; No offers Skip,
 * which saves an empty list; otherwise primary and contingent lists with a live allocation total,
 * each non-empty list totalling 100.
 */
export function BeneficiariesPage() {
  usePageTitle(texts.title);
  const { next } = useStep();
  const application = useApplication({});
  const save = useMutation(updateBeneficiaries, { onSuccess: () => next() });
  const submit = ({ primary, contingent }: BeneficiaryLists) =>
    void save.trigger({ beneficiaries: toBeneficiariesPayload(primary, contingent) });
  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={application}>
        {(data) => (
          <BeneficiaryEditor
            mode="onboarding"
            {...(data.beneficiaries && data.beneficiaries.length > 0
              ? { defaultValue: fromBeneficiariesPayload(data.beneficiaries) }
              : {})}
            isSubmitting={save.isPending}
            onSubmit={submit}
            onSkip={submit}
          />
        )}
      </LoadState>
    </Stack>
  );
}
