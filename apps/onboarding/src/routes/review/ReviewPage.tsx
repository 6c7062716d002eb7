import {
  type Application,
  type FinancialInformationOptions,
  submitApplication,
  useApplication,
  useFinancialInformationOptions,
  useMutation,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  answerSummary,
  BENEFICIARY_TYPE_CODES,
  beneficiaryTypeLabels,
  formatLongDate,
  formatPhone,
  formatSavedAddress,
  fullLegalNameOf,
  idTypeLabels,
  idTypeOfCode,
  institutionTypeLabels,
  institutionWealthSourceLabels,
  legalStructureLabels,
  ONBOARDING_PAGES as P,
  parseIsoDate,
} from '@cairn/domain';
import {
  Button,
  Card,
  type DescriptionItem,
  DescriptionList,
  LinkButton,
  LoadState,
  PageHeader,
  PageScrollGate,
  Stack,
} from '@cairn/ui';
import { cx } from '@cairn/ui/style';
import type { ReactNode } from 'react';
import { investmentStyles } from '../../shared/copy';
import { StepActions } from '../../shared/forms/ContinueButton';
import { useFlow } from '../../shared/session/guard';
import { clearStoredUserType } from '../../shared/session/userType';
import { useStep } from '../../shared/step';
import { Email } from '../../shared/summary/Email';
import * as styles from '../../shared/summary/summary.css';
import { questionnaireOf } from '../questionnaire/questionnaireOf';
import { reviewTexts as texts } from './copy';

type Rows = readonly (readonly [label: string, value: ReactNode])[];

/** 'Edit': a quiet link back to a step, on the card's right edge. */
function EditLink({ section, href }: { section: string; href: string }) {
  return (
    <LinkButton href={href} variant="link" size="sm" aria-label={texts.editSection(section)}>
      {texts.edit}
    </LinkButton>
  );
}

/**
 * One step's answers as a card in the 560 px column: the step's name and its Edit link, then its
 * rows in the onboarding summary's one fact list; `stacked` puts each label above its value, which
 * stays in the value column (the questionnaire's long questions).
 */
function Section({
  title,
  edit,
  rows,
  stacked = false,
}: {
  title: string;
  edit: string;
  rows: Rows;
  stacked?: boolean;
}) {
  const items: DescriptionItem[] = rows.map(([term, value]) => ({ term, value }));
  return (
    <Card padding="24">
      <DescriptionList
        title={title}
        items={items}
        className={stacked ? cx(styles.summary, styles.questions) : styles.summary}
        action={<EditLink section={title} href={edit} />}
      />
    </Card>
  );
}

/**
 * The steps of one answer each (a style, on or off, reviewed) as rows of one card, each with its
 * own Edit link flush with the headers' Edit links: a card per answer repeated its title as its
 * only row's label.
 */
function Choices({ rows }: { rows: readonly { section: string; value: string; edit: string }[] }) {
  return (
    <Card padding="24">
      <DescriptionList
        title={texts.sections.choices}
        className={styles.summary}
        items={rows.map(({ section, value, edit }) => ({
          term: section,
          value: (
            <span className={styles.valueWithEdit}>
              {value}
              <EditLink section={section} href={edit} />
            </span>
          ),
        }))}
      />
    </Card>
  );
}

const label = <K extends string>(labels: Readonly<Record<K, string>>, value: K | null) =>
  value === null ? '' : labels[value];

function Sections({
  application,
  financial,
}: {
  application: Application;
  financial: FinancialInformationOptions | null;
}) {
  const flow = useFlow();
  const institution = application.account_type === 'INSTITUTION';
  const birth = application.date_of_birth ? parseIsoDate(application.date_of_birth) : null;
  const address = formatSavedAddress(application);
  const uploaded = (value: boolean) => (value ? texts.uploaded : texts.notUploaded);
  const idType = idTypeOfCode(application.id_type);
  const idDocument =
    idType === null
      ? texts.notUploaded
      : `${idTypeLabels[idType]}: ${uploaded(
          idType === 'PASSPORT'
            ? application.document_uploaded
            : application.document_uploaded && application.id_card_back_uploaded,
        )}`;
  const product = application.recommended_product;
  const beneficiaries = application.beneficiaries ?? [];
  const answers = answerSummary(questionnaireOf(application, financial), application).map(
    (row) => [row.question, row.answer ?? texts.notAnswered] as const,
  );
  return (
    <Stack space="16">
      <Section
        title={texts.sections.profile}
        edit={P.signup}
        rows={[
          [texts.name, fullLegalNameOf(application)],
          [texts.email, <Email key="email" address={application.email} />],
          [texts.phone, formatPhone(application.phone_number)],
        ]}
      />
      {institution ? (
        <Section
          title={texts.sections.institution}
          edit={P.institutionInformation}
          rows={[
            [texts.legalEntityName, application.legal_entity_name ?? ''],
            [texts.dbaName, application.dba_name ?? ''],
            [texts.legalStructure, label(legalStructureLabels, application.legal_structure)],
            [texts.institutionType, label(institutionTypeLabels, application.institution_type)],
            [texts.source, label(institutionWealthSourceLabels, application.main_source_of_wealth)],
            [texts.signer, application.legal_signer_position_at_institution ?? ''],
            [texts.address, address],
            // Masked by the server to the last 4 digits (doc 1 §9).
            [texts.taxId, application.tax_id ?? ''],
          ]}
        />
      ) : (
        <Section
          title={texts.sections.personal}
          edit={P.personalInformation}
          rows={[
            [texts.dateOfBirth, birth ? formatLongDate(birth) : ''],
            [texts.address, address],
            [texts.ssn, application.ssn ?? ''],
          ]}
        />
      )}
      <Section
        title={texts.sections.documents}
        edit={institution ? P.institutionDocuments : P.idVerification}
        rows={
          institution
            ? [
                [texts.constitution, uploaded(application.document_uploaded)],
                [
                  texts.proofOfAddress,
                  application.proof_of_address_explanation
                    ? texts.explained(application.proof_of_address_explanation)
                    : uploaded(application.proof_of_address_uploaded),
                ],
              ]
            : [[texts.idDocument, idDocument]]
        }
      />
      {institution || beneficiaries.length === 0 ? null : (
        <Section
          title={texts.sections.beneficiaries}
          edit={P.beneficiaries}
          rows={beneficiaries.map(
            (entry) =>
              [
                `${entry.beneficiary_type === BENEFICIARY_TYPE_CODES.PRIMARY ? beneficiaryTypeLabels.PRIMARY : beneficiaryTypeLabels.CONTINGENCY}: ${entry.name}`,
                `${entry.allocation}%`,
              ] as const,
          )}
        />
      )}
      <Section
        title={texts.sections.questionnaire}
        edit={institution ? P.institutionQuestionnaire : P.retailQuestionnaire}
        rows={answers}
        stacked
      />
      <Choices
        rows={[
          ...(institution || beneficiaries.length > 0
            ? []
            : [
                {
                  section: texts.choices.beneficiaries,
                  value: texts.noBeneficiaries,
                  edit: P.beneficiaries,
                },
              ]),
          {
            section: texts.choices.styles,
            value: product ? investmentStyles[product].name : texts.acknowledged,
            edit: P.investmentStyles,
          },
          ...(flow.tlhFlag
            ? [
                {
                  section: texts.choices.tlh,
                  value: application.tlh_enabled ? texts.enabled : texts.disabled,
                  edit: P.taxLossHarvesting,
                },
              ]
            : []),
          {
            section: texts.choices.fees,
            value: application.advisory_fees_acknowledged ? texts.acknowledged : '',
            edit: P.advisoryFees,
          },
        ]}
      />
    </Stack>
  );
}

/**
 * /onboarding/review (doc 1 §2.6, §4): every section of the application with an Edit link back to
 * its step, in the flow's 560 px column; the steps of one answer share one card. The review scrolls with the page; Confirm and Submit is enabled once the page has been
 * scrolled to its bottom. Submitting removes the stored user type and goes to complete.
 */
export function ReviewPage() {
  usePageTitle(texts.title);
  const { go } = useStep();
  const application = useApplication({ include_recommended_product: true });
  const individual = application.data?.account_type === 'INDIVIDUAL';
  const financial = useFinancialInformationOptions(individual);
  const submit = useMutation(submitApplication, {
    onSuccess: () => {
      clearStoredUserType();
      go(P.complete);
    },
  });

  const content = (data: Application, lists: FinancialInformationOptions | null) => (
    <PageScrollGate
      footer={({ reachedEnd }) => (
        <StepActions {...(reachedEnd ? {} : { reason: texts.scrollToSubmit })}>
          <Button
            isDisabled={!reachedEnd}
            {...(reachedEnd ? {} : { disabledReason: texts.scrollToSubmit })}
            isPending={submit.isPending}
            onPress={() => void submit.trigger()}
          >
            {texts.submit}
          </Button>
        </StepActions>
      )}
    >
      <section aria-label={texts.region}>
        <Sections application={data} financial={lists} />
      </section>
    </PageScrollGate>
  );

  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={application}>
        {(data) =>
          data.account_type === 'INDIVIDUAL' ? (
            <LoadState read={financial}>{(lists) => content(data, lists)}</LoadState>
          ) : (
            content(data, null)
          )
        }
      </LoadState>
    </Stack>
  );
}
