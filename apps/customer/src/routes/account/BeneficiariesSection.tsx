import {
  fromBeneficiariesPayload,
  toBeneficiariesPayload,
  updateBeneficiaries,
  useBeneficiaries,
  useMutation,
} from '@cairn/api-client';
import {
  BENEFICIARY_SUBTYPE_CODES,
  BENEFICIARY_TYPE_CODES,
  type Beneficiary,
  type BeneficiarySubtype,
  type BeneficiaryType,
  beneficiarySubtypeLabels,
  beneficiaryTypeLabels,
} from '@cairn/domain';
import { BeneficiaryEditor, Button, LoadState, Percent, RowList, RowListItem, Stack, Text } from '@cairn/ui';
import { useState } from 'react';
import { AccountCard } from './AccountCard';
import { accountTexts as t } from './copy';
import { SuccessDialog } from './SuccessDialog';

/** The read-only lists' words, the same as the editor's headings (doc 2 §5). */
const listTexts = {
  title: (type: string) => `${type} Beneficiaries`,
  empty: (type: string) => `No ${type.toLowerCase()} beneficiaries.`,
};

const TYPES = Object.keys(BENEFICIARY_TYPE_CODES) as BeneficiaryType[];
const SUBTYPES = Object.keys(BENEFICIARY_SUBTYPE_CODES) as BeneficiarySubtype[];
const relationshipOf = (code: number) =>
  beneficiarySubtypeLabels[
    SUBTYPES.find((subtype) => BENEFICIARY_SUBTYPE_CODES[subtype] === code) ?? 'SPOUSE'
  ];

/**
 * Beneficiaries Information (doc 2 §2, §5): the primary and contingent lists; Edit opens the kit's
 * BeneficiaryEditor (account mode: Back and Continue, every §5 message), Continue saves the whole
 * list (PUT /account/beneficiaries, contingent then primary) and shows the success dialog, whose
 * Done returns to the lists as saved.
 */
export function BeneficiariesSection() {
  const beneficiaries = useBeneficiaries();
  const [mode, setMode] = useState<'VIEW' | 'EDIT' | 'SAVED'>('VIEW');
  const save = useMutation(updateBeneficiaries, { onSuccess: () => setMode('SAVED') });
  return (
    <AccountCard
      title={t.beneficiaries}
      description={t.beneficiariesIntro}
      {...(mode !== 'VIEW'
        ? {}
        : {
            actions: (
              <Button variant="secondary" onPress={() => setMode('EDIT')}>
                {t.editBeneficiaries}
              </Button>
            ),
          })}
    >
      <LoadState read={beneficiaries}>
        {({ beneficiaries: saved }) =>
          // The editor stays under the success dialog: its Continue (just pending) is still there
          // when the dialog opens, so focus and the pending announcement keep their element.
          mode === 'VIEW' ? (
            <BeneficiaryLists saved={saved} />
          ) : (
            <BeneficiaryEditor
              mode="account"
              defaultValue={fromBeneficiariesPayload(saved)}
              isSubmitting={save.isPending}
              onBack={() => setMode('VIEW')}
              onSubmit={({ primary, contingent }) =>
                void save.trigger({ beneficiaries: toBeneficiariesPayload(primary, contingent) })
              }
            />
          )
        }
      </LoadState>
      {mode === 'SAVED' ? (
        <SuccessDialog
          title={t.beneficiariesSavedTitle}
          body={t.beneficiariesSavedBody}
          onDone={() => setMode('VIEW')}
        />
      ) : null}
    </AccountCard>
  );
}

function BeneficiaryLists({ saved }: { saved: readonly Beneficiary[] }) {
  if (saved.length === 0)
    return (
      <Text tone="muted" size="sm">
        {t.noBeneficiaries}
      </Text>
    );
  return (
    <Stack space="16">
      {TYPES.map((type) => {
        const list = saved.filter(
          (beneficiary) => beneficiary.beneficiary_type === BENEFICIARY_TYPE_CODES[type],
        );
        const label = beneficiaryTypeLabels[type];
        return (
          <Stack key={type} space="8">
            <Text weight="medium">{listTexts.title(label)}</Text>
            {list.length === 0 ? (
              <Text tone="muted">{listTexts.empty(label)}</Text>
            ) : (
              // One row per person, the share at the row's end: a name never wraps in a term column.
              <RowList aria-label={listTexts.title(label)}>
                {list.map((beneficiary) => (
                  <RowListItem key={`${beneficiary.name}:${beneficiary.allocation}`}>
                    <span>
                      <Text as="span">{beneficiary.name}</Text>{' '}
                      <Text as="span" tone="muted" size="sm">
                        ({relationshipOf(beneficiary.subtype)})
                      </Text>
                    </span>
                    <Percent value={String(beneficiary.allocation)} scale="percent" decimals={0} />
                  </RowListItem>
                ))}
              </RowList>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
