import { ONBOARDING_PAGES as P } from '@cairn/domain';
import { NotFoundScreen } from '@cairn/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AreaGuard } from './session/guard';
import { OnboardingShell } from './shell/OnboardingShell';
import { PageSkeleton } from './shell/skeletons';

/** A page's own chunk, loaded when the page is first opened. */
function page<Props, K extends string>(load: () => Promise<Record<K, ComponentType<Props>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SelfIdentificationPage = lazy(() => import('./pages/SelfIdentificationPage'));
const SignupPage = lazy(() => import('./pages/SignupPage'));
const NoticePage = lazy(() => import('./features/verification/NoticePage'));
const VerificationPage = lazy(() => import('./features/verification/VerificationPage'));
const AdvisoryAgreementPage = lazy(() => import('./pages/AdvisoryAgreementPage'));
const CustodianAgreementPage = lazy(() => import('./pages/CustodianAgreementPage'));
const PersonalInformationPage = page(
  () => import('./pages/PersonalInformationPage'),
  'PersonalInformationPage',
);
const InstitutionInformationPage = page(
  () => import('./pages/InstitutionInformationPage'),
  'InstitutionInformationPage',
);
const IdVerificationPage = page(() => import('./pages/IdVerificationPage'), 'IdVerificationPage');
const InstitutionDocumentsPage = page(
  () => import('./pages/InstitutionDocumentsPage'),
  'InstitutionDocumentsPage',
);
const BeneficiariesPage = page(() => import('./pages/BeneficiariesPage'), 'BeneficiariesPage');
const QuestionnairePage = page(
  () => import('./features/questionnaire/QuestionnairePage'),
  'QuestionnairePage',
);
const InvestmentStylesPage = page(() => import('./pages/InvestmentStylesPage'), 'InvestmentStylesPage');
const TaxLossHarvestingPage = page(() => import('./pages/TaxLossHarvestingPage'), 'TaxLossHarvestingPage');
const AdvisoryFeesPage = page(() => import('./pages/AdvisoryFeesPage'), 'AdvisoryFeesPage');
const ReviewPage = page(() => import('./pages/ReviewPage'), 'ReviewPage');
const CompletePage = page(() => import('./pages/CompletePage'), 'CompletePage');

/** The onboarding pages (doc 1 §2.2); a page the guard allows but this list lacks is not found. */
function OnboardingRoutes() {
  return (
    <Switch>
      <Route path={P.selfIdentification} component={SelfIdentificationPage} />
      <Route path={P.signup} component={SignupPage} />
      <Route path={P.phoneNotice}>
        <NoticePage attribute="phone_number" />
      </Route>
      <Route path={P.confirmMobile}>
        <VerificationPage attribute="phone_number" />
      </Route>
      <Route path={P.emailNotice}>
        <NoticePage attribute="email" />
      </Route>
      <Route path={P.confirmEmail}>
        <VerificationPage attribute="email" />
      </Route>
      <Route path={P.advisoryAgreement} component={AdvisoryAgreementPage} />
      <Route path={P.custodianAgreement} component={CustodianAgreementPage} />
      <Route path={P.personalInformation} component={PersonalInformationPage} />
      <Route path={P.institutionInformation} component={InstitutionInformationPage} />
      <Route path={P.idVerification} component={IdVerificationPage} />
      <Route path={P.institutionDocuments} component={InstitutionDocumentsPage} />
      <Route path={P.beneficiaries} component={BeneficiariesPage} />
      <Route path={P.retailQuestionnaire}>
        <QuestionnairePage key="retail" kind="retail" />
      </Route>
      <Route path={P.institutionQuestionnaire}>
        <QuestionnairePage key="institution" kind="institution" />
      </Route>
      <Route path={P.investmentStyles} component={InvestmentStylesPage} />
      <Route path={P.taxLossHarvesting} component={TaxLossHarvestingPage} />
      <Route path={P.advisoryFees} component={AdvisoryFeesPage} />
      <Route path={P.review} component={ReviewPage} />
      <Route path={P.complete} component={CompletePage} />
      <Route>
        <NotFoundScreen variant="embedded" />
      </Route>
    </Switch>
  );
}

const skeleton = <PageSkeleton />;

/**
 * The guarded onboarding area (doc 1 §2.2-§2.4): the frame, the guard re-reading the location
 * before each page, and each page in its own chunk behind a skeleton of the page's shape.
 */
export default function OnboardingArea() {
  return (
    <AreaGuard
      area="onboarding"
      waiting={skeleton}
      frame={(content) => <OnboardingShell>{content}</OnboardingShell>}
    >
      <Suspense fallback={skeleton}>
        <OnboardingRoutes />
      </Suspense>
    </AreaGuard>
  );
}
