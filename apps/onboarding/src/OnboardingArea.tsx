import { ONBOARDING_PAGES as P } from '@cairn/domain';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { QuestionnairePage } from './features/questionnaire/QuestionnairePage';
import { NoticePage } from './features/verification/NoticePage';
import { VerificationPage } from './features/verification/VerificationPage';
import { AdvisoryAgreementPage } from './pages/AdvisoryAgreementPage';
import { AdvisoryFeesPage } from './pages/AdvisoryFeesPage';
import { BeneficiariesPage } from './pages/BeneficiariesPage';
import { CompletePage } from './pages/CompletePage';
import { CustodianAgreementPage } from './pages/CustodianAgreementPage';
import { IdVerificationPage } from './pages/IdVerificationPage';
import { InstitutionDocumentsPage } from './pages/InstitutionDocumentsPage';
import { InstitutionInformationPage } from './pages/InstitutionInformationPage';
import { InvestmentStylesPage } from './pages/InvestmentStylesPage';
import { PersonalInformationPage } from './pages/PersonalInformationPage';
import { ReviewPage } from './pages/ReviewPage';
import { SelfIdentificationPage } from './pages/SelfIdentificationPage';
import { SignupPage } from './pages/SignupPage';
import { TaxLossHarvestingPage } from './pages/TaxLossHarvestingPage';
import { Guarded } from './session/guard';
import { OnboardingShell } from './shell/OnboardingShell';

const shell = (content: ReactNode) => <OnboardingShell>{content}</OnboardingShell>;

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
    </Switch>
  );
}

/** The guarded onboarding area (doc 1 §2.2-§2.4): its own chunk, loaded when first needed. */
export default function OnboardingArea() {
  return (
    <Guarded area="onboarding" frame={shell}>
      <OnboardingRoutes />
    </Guarded>
  );
}
