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
import type { ReactNode } from 'react';
import { investmentStyles } from '../../shared/copy';
import { StepActions } from '../../shared/forms/ContinueButton';
import { useFlow } from '../../shared/session/guard';
import { clearStoredUserType } from '../../shared/session/userType';
import { useStep } from '../../shared/step';
import { Email } from '../../shared/summary/Email';
import { Status } from '../../shared/summary/Status';
import * as styles from '../../shared/summary/summary.css';
import { Words } from '../../shared/summary/Words';
import { questionnaireOf } from '../questionnaire/questionnaireOf';
import { reviewTexts as texts } from './copy';

type Rows = readonly (readonly [label: string, value: ReactNode])[];

/** 'Edit': a quiet link back to a step, at the right end of its section's header. */
function EditLink({ section, href }: { section: string; href: string }) {
  return (
    <LinkButton href={href} variant="link" size="sm" aria-label={texts.editSection(section)}>
      {texts.edit}
    </LinkButton>
  );
}

/**
 * One step's answers as one section of the review's single list: the step's name and its Edit
 * link on the header line, then its rows in the kit's two columns (the label, then the value), the
 * investor profile's questions too (a long question wraps in the label column).
 */
function Section({ title, edit, rows }: { title: string; edit?: string; rows: Rows }) {
  // A text value wraps at its spaces only ('crypto-assets' stays whole).
  const items: DescriptionItem[] = rows.map(([term, value]) => ({
    term,
    value: typeof value === 'string' ? <Words text={value} /> : value,
  }));
  return (
    <div className={styles.section}>
      <DescriptionList
        title={title}
        items={items}
        className={styles.summary}
        {...(edit ? { action: <EditLink section={title} href={edit} /> } : {})}
      />
    </div>
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
  const uploaded = (value: boolean) => (
    <Status done={value}>{value ? texts.uploaded : texts.notUploaded}</Status>
  );
  const idType = idTypeOfCode(application.id_type);
  const idUploaded =
    idType === 'PASSPORT'
      ? application.document_uploaded
      : application.document_uploaded && application.id_card_back_uploaded;
  const product = application.recommended_product;
  const beneficiaries = application.beneficiaries ?? [];
  const answers = answerSummary(questionnaireOf(application, financial), application).map(
    (row) => [row.question, row.answer ?? texts.notAnswered] as const,
  );
  return (
    <Card padding="24" space="0">
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
                  application.proof_of_address_explanation ? (
                    <span key="proof" className={styles.withStatus} data-stacked="">
                      <Status done>{texts.explained}</Status>
                      <span>{application.proof_of_address_explanation}</span>
                    </span>
                  ) : (
                    uploaded(application.proof_of_address_uploaded)
                  ),
                ],
              ]
            : [
                [
                  texts.idDocument,
                  idType === null ? (
                    uploaded(false)
                  ) : (
                    <span key="id" className={styles.withStatus}>
                      <span>{idTypeLabels[idType]}</span>
                      {uploaded(idUploaded)}
                    </span>
                  ),
                ],
              ]
        }
      />
      {institution ? null : (
        <Section
          title={texts.sections.beneficiaries}
          edit={P.beneficiaries}
          rows={
            beneficiaries.length === 0
              ? [
                  [
                    texts.beneficiaryLists,
                    <Status key="skipped" done={false}>
                      {texts.noBeneficiaries}
                    </Status>,
                  ],
                ]
              : beneficiaries.map(
                  (entry) =>
                    [
                      `${entry.beneficiary_type === BENEFICIARY_TYPE_CODES.PRIMARY ? beneficiaryTypeLabels.PRIMARY : beneficiaryTypeLabels.CONTINGENCY}: ${entry.name}`,
                      `${entry.allocation}%`,
                    ] as const,
                )
          }
        />
      )}
      <Section
        title={texts.sections.questionnaire}
        edit={institution ? P.institutionQuestionnaire : P.retailQuestionnaire}
        rows={answers}
      />
      {/* A step of one answer each: a section of its own, its Edit on its header like the others. */}
      <Section
        title={texts.sections.styles}
        edit={P.investmentStyles}
        rows={[
          product
            ? [texts.recommended, investmentStyles[product].name]
            : [
                texts.stylePreview,
                <Status key="style" done>
                  {texts.acknowledged}
                </Status>,
              ],
        ]}
      />
      {flow.tlhFlag ? (
        <Section
          title={texts.sections.tlh}
          edit={P.taxLossHarvesting}
          rows={[
            [
              texts.tlhStatus,
              <Status key="tlh" done={application.tlh_enabled === true}>
                {application.tlh_enabled ? texts.enabled : texts.disabled}
              </Status>,
            ],
          ]}
        />
      ) : null}
      <Section
        title={texts.sections.fees}
        edit={P.advisoryFees}
        rows={[
          [
            texts.feeSchedule,
            <Status key="fees" done={application.advisory_fees_acknowledged === true}>
              {application.advisory_fees_acknowledged ? texts.acknowledged : texts.notReviewed}
            </Status>,
          ],
        ]}
      />
    </Card>
  );
}

/**
 * /onboarding/review (doc 1 §2.6, §4): every section of the application with an Edit link back to
 * its step, as one list in the flow's 560 px column (sections parted by hairlines, every row a
 * label and a value, one Edit on each section's header line, statuses as badges). The review
 * scrolls with the page; Confirm and Submit is enabled once the page has been scrolled to its bottom. Submitting removes the stored user type and goes to complete.
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
