import {
  type Application,
  type FinancialInformationOptions,
  submitApplication,
  useApplication,
  useFinancialInformationOptions,
} from '@cairn/api-client';
import {
  BENEFICIARY_TYPE_CODES,
  beneficiaryTypeLabels,
  formatLongDate,
  formatPhone,
  idTypeLabels,
  institutionQuestionnaire,
  institutionTypeLabels,
  institutionWealthSourceLabels,
  intendedInvestmentAmountOptions,
  legalStructureLabels,
  ONBOARDING_PAGES as P,
  parseIsoDate,
  type Questionnaire,
  retailQuestionnaire,
  tierFromMinTier,
} from '@cairn/domain';
import { Button, LinkButton, ScrollGate, useToaster } from '@cairn/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import * as layout from '../layout.css';
import { useFlow } from '../session/guard';
import { clearStoredUserType } from '../session/userType';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { investmentStyles, reviewTexts as texts } from '../texts';

type Rows = readonly (readonly [label: string, value: ReactNode])[];

function Section({ title, edit, rows }: { title: string; edit: string; rows: Rows }) {
  return (
    <section className={layout.card}>
      <div className={layout.actionsStart}>
        <h2 className={layout.sectionTitle}>{title}</h2>
        <LinkButton href={edit} variant="secondary" size="sm" aria-label={texts.editSection(title)}>
          {texts.edit}
        </LinkButton>
      </div>
      <dl className={layout.definitionList}>
        {rows.map(([label, value]) => (
          <div key={label} className={layout.contents}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const label = <K extends string>(labels: Readonly<Record<K, string>>, value: K | null) =>
  value === null ? '' : labels[value];

function questionnaireRows(questionnaire: Questionnaire, application: Application): Rows {
  const record = application as unknown as Readonly<Record<string, unknown>>;
  return questionnaire.pages
    .flatMap((page) => page.questions)
    .map((question) => {
      const value = record[question.id];
      const option = question.options.find((candidate) => candidate.value === value);
      const shown = option?.label ?? (typeof value === 'string' && value !== '' ? value : texts.notAnswered);
      return [question.label, shown] as const;
    });
}

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
  const amounts = intendedInvestmentAmountOptions(
    tierFromMinTier(application.min_tier),
    institution ? 'institution' : 'retail',
  );
  const questionnaire =
    institution || financial === null
      ? institutionQuestionnaire(amounts)
      : retailQuestionnaire(amounts, {
          netWorth: financial.net_worth,
          householdIncome: financial.household_income,
          employmentStatus: financial.employment_status,
          wealthSource: financial.wealth_source,
          occupation: financial.occupation,
        });
  const address = [
    application.address,
    application.city,
    `${application.state ?? ''} ${application.postal_code ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
  const uploaded = (value: boolean) => (value ? texts.uploaded : texts.notUploaded);
  const product = application.recommended_product;
  return (
    <>
      <Section
        title={texts.sections.profile}
        edit={P.signup}
        rows={[
          [
            texts.name,
            [application.first_name, application.middle_name, application.last_name]
              .filter(Boolean)
              .join(' '),
          ],
          [texts.email, application.email],
          [texts.phone, formatPhone(application.phone_number)],
          ...(institution ? [[texts.legalEntityName, application.legal_entity_name ?? ''] as const] : []),
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
            : [
                [
                  texts.idDocument,
                  application.id_type === 2
                    ? `${idTypeLabels.PASSPORT}: ${uploaded(application.document_uploaded)}`
                    : `${idTypeLabels.GOVERNMENT_ID}: ${uploaded(application.document_uploaded && application.id_card_back_uploaded)}`,
                ],
              ]
        }
      />
      {institution ? null : (
        <Section
          title={texts.sections.beneficiaries}
          edit={P.beneficiaries}
          rows={
            application.beneficiaries && application.beneficiaries.length > 0
              ? application.beneficiaries.map(
                  (entry) =>
                    [
                      `${entry.beneficiary_type === BENEFICIARY_TYPE_CODES.PRIMARY ? beneficiaryTypeLabels.PRIMARY : beneficiaryTypeLabels.CONTINGENCY}: ${entry.name}`,
                      `${entry.allocation}%`,
                    ] as const,
                )
              : [[texts.sections.beneficiaries, texts.noBeneficiaries]]
          }
        />
      )}
      <Section
        title={texts.sections.questionnaire}
        edit={institution ? P.institutionQuestionnaire : P.retailQuestionnaire}
        rows={questionnaireRows(questionnaire, application)}
      />
      <Section
        title={texts.sections.styles}
        edit={P.investmentStyles}
        rows={[[texts.recommended, product ? investmentStyles[product].name : texts.acknowledged]]}
      />
      {flow.tlhFlag ? (
        <Section
          title={texts.sections.tlh}
          edit={P.taxLossHarvesting}
          rows={[[texts.sections.tlh, application.tlh_enabled ? texts.enabled : texts.disabled]]}
        />
      ) : null}
      <Section
        title={texts.sections.fees}
        edit={P.advisoryFees}
        rows={[[texts.sections.fees, application.advisory_fees_acknowledged ? texts.acknowledged : '']]}
      />
    </>
  );
}

/**
 * /onboarding/review (doc 1 §2.6, §4): every section of the application with an Edit button back to
 * its step; Confirm and Submit is enabled once the review has been scrolled to its end. Submitting
 * removes the stored user type and goes to complete.
 */
export function ReviewPage() {
  usePageTitle(texts.title);
  const { go } = useStep();
  const { toast } = useToaster();
  const application = useApplication({ include_recommended_product: true });
  const individual = application.data?.account_type === 'INDIVIDUAL';
  const financial = useFinancialInformationOptions(individual);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    const ok = await attempt(
      () => submitApplication(),
      (message) => toast({ tone: 'danger', message }),
    );
    setSubmitting(false);
    if (!ok) return;
    clearStoredUserType();
    go(P.complete);
  };

  const content = (data: Application, lists: FinancialInformationOptions | null) => (
    <ScrollGate
      aria-label={texts.region}
      maxHeight="32rem"
      footer={({ reachedEnd }) => (
        <div className={layout.actions}>
          <Button isDisabled={!reachedEnd} isPending={submitting} onPress={() => void submit()}>
            {texts.submit}
          </Button>
        </div>
      )}
    >
      <div className={layout.form}>
        <Sections application={data} financial={lists} />
      </div>
    </ScrollGate>
  );

  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>
        {(data) =>
          data.account_type === 'INDIVIDUAL' ? (
            <Loaded read={financial}>{(lists) => content(data, lists)}</Loaded>
          ) : (
            content(data, null)
          )
        }
      </Loaded>
    </>
  );
}
