import { type PageSpec, pageTable } from '@cairn/app-shell';
import { ONBOARDING_PAGES as P } from '@cairn/domain';
import { LinkButton, PageNotAvailableScreen, Text } from '@cairn/ui';
import type { ReactNode } from 'react';
import { RootPage } from './routes/entry/RootPage';
import { loginTexts } from './routes/sign-in/copy';
import { SignInColumns } from './routes/sign-in/SignInColumns';
import { AreaGuard } from './shared/session/guard';
import { PublicFrame } from './shared/shell/PublicFrame';
import { CardSkeleton, PageSkeleton, TextSkeleton } from './shared/shell/skeletons';

/** A sign-in page's frame: the product's promise beside the page's card, behind the public guard. */
function SignInFrame({
  fields,
  signUp,
  children,
}: {
  fields: number;
  signUp?: boolean;
  children: ReactNode;
}) {
  return (
    <PublicFrame
      width="wide"
      template="sign-in"
      headerActions={
        signUp ? (
          <>
            <Text size="sm" tone="muted" as="span">
              {loginTexts.noAccount}
            </Text>
            <LinkButton href={P.selfIdentification} variant="secondary" size="sm">
              {loginTexts.signUp}
            </LinkButton>
          </>
        ) : undefined
      }
    >
      <SignInColumns>
        <AreaGuard area="public" waiting={<CardSkeleton fields={fields} />}>
          {children}
        </AreaGuard>
      </SignInColumns>
    </PublicFrame>
  );
}

/** A message page's frame (403, app redirect): the form column, from the public pages' top line. */
const MessageFrame = ({ children }: { children: ReactNode }) => (
  <PublicFrame width="form" template="message">
    {children}
  </PublicFrame>
);

/** A legal document's frame: the app's one form column (560 px), a comfortable reading measure. */
const ProseFrame = ({ children }: { children: ReactNode }) => (
  <PublicFrame width="form">{children}</PublicFrame>
);

/** The step pages' skeleton; their frame and guard are the onboarding area's (OnboardingArea). */
const Step = PageSkeleton;

/** An onboarding step (`access: 'onboarding'`): its page's code, with the steps' skeleton. */
const step = (load: PageSpec['load']): PageSpec => ({ load, Skeleton: Step });

/**
 * The onboarding app's route table: each page of the route manifest (`routesOf('onboarding')`,
 * doc 1 §2.1, §2.2) with its code, its skeleton and its frame, by route id. Each page's code is
 * its own chunk. The onboarding steps (`access: 'onboarding'`) render inside the guarded area.
 */
export const ONBOARDING_APP_PAGES = pageTable('onboarding', {
  // In the first chunk: `/` only forwards (or shows the desktop-only page), at once.
  root: { load: () => Promise.resolve(RootPage), Skeleton: () => null },
  login: {
    load: () => import('./routes/sign-in/LoginPage').then((module) => module.LoginPage),
    Skeleton: () => <CardSkeleton fields={2} />,
    Frame: ({ children }) => (
      <SignInFrame fields={2} signUp>
        {children}
      </SignInFrame>
    ),
  },
  'two-factor': {
    load: () => import('./routes/sign-in/TwoFactorPage').then((module) => module.TwoFactorPage),
    Skeleton: () => <CardSkeleton fields={1} />,
    Frame: ({ children }) => <SignInFrame fields={1}>{children}</SignInFrame>,
  },
  'forgot-password': {
    load: () => import('./routes/sign-in/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
    Skeleton: () => <CardSkeleton fields={1} />,
    Frame: ({ children }) => (
      <PublicFrame width="wide" template="sign-in">
        <SignInColumns>{children}</SignInColumns>
      </PublicFrame>
    ),
  },
  'page-not-available': {
    load: () => Promise.resolve(() => <PageNotAvailableScreen variant="embedded" />),
    Skeleton: () => <TextSkeleton lines={2} />,
    Frame: MessageFrame,
  },
  terms: {
    load: () => import('./routes/legal/LegalPage').then((module) => module.TermsPage),
    Skeleton: () => <TextSkeleton />,
    Frame: ProseFrame,
  },
  privacy: {
    load: () => import('./routes/legal/LegalPage').then((module) => module.PrivacyPage),
    Skeleton: () => <TextSkeleton />,
    Frame: ProseFrame,
  },
  'app-redirect': {
    load: () => import('./routes/entry/AppRedirectPage').then((module) => module.AppRedirectPage),
    Skeleton: () => <TextSkeleton lines={2} />,
    Frame: MessageFrame,
  },
  'self-identification': step(() =>
    import('./routes/signup/SelfIdentificationPage').then((module) => module.SelfIdentificationPage),
  ),
  signup: step(() => import('./routes/signup/SignupPage').then((module) => module.SignupPage)),
  'email-notice': step(() => import('./routes/signup/NoticePage').then((module) => module.EmailNoticePage)),
  'confirm-email': step(() =>
    import('./routes/signup/VerificationPage').then((module) => module.ConfirmEmailPage),
  ),
  'phone-notice': step(() => import('./routes/signup/NoticePage').then((module) => module.PhoneNoticePage)),
  'confirm-mobile': step(() =>
    import('./routes/signup/VerificationPage').then((module) => module.ConfirmMobilePage),
  ),
  'advisory-agreement': step(() =>
    import('./routes/agreements/AdvisoryAgreementPage').then((module) => module.AdvisoryAgreementPage),
  ),
  'custodian-agreement': step(() =>
    import('./routes/agreements/CustodianAgreementPage').then((module) => module.CustodianAgreementPage),
  ),
  'personal-information': step(() =>
    import('./routes/personal/PersonalInformationPage').then((module) => module.PersonalInformationPage),
  ),
  beneficiaries: step(() =>
    import('./routes/personal/BeneficiariesPage').then((module) => module.BeneficiariesPage),
  ),
  'institution-information': step(() =>
    import('./routes/institution/InstitutionInformationPage').then(
      (module) => module.InstitutionInformationPage,
    ),
  ),
  'id-verification': step(() =>
    import('./routes/personal/IdVerificationPage').then((module) => module.IdVerificationPage),
  ),
  'institution-documents': step(() =>
    import('./routes/institution/InstitutionDocumentsPage').then((module) => module.InstitutionDocumentsPage),
  ),
  'institution-questionnaire': step(() =>
    import('./routes/questionnaire/QuestionnairePage').then((module) => module.InstitutionQuestionnairePage),
  ),
  'retail-questionnaire': step(() =>
    import('./routes/questionnaire/QuestionnairePage').then((module) => module.RetailQuestionnairePage),
  ),
  'investment-styles': step(() =>
    import('./routes/strategy/InvestmentStylesPage').then((module) => module.InvestmentStylesPage),
  ),
  'tax-loss-harvesting': step(() =>
    import('./routes/strategy/TaxLossHarvestingPage').then((module) => module.TaxLossHarvestingPage),
  ),
  'advisory-fees': step(() =>
    import('./routes/strategy/AdvisoryFeesPage').then((module) => module.AdvisoryFeesPage),
  ),
  review: step(() => import('./routes/review/ReviewPage').then((module) => module.ReviewPage)),
  complete: step(() => import('./routes/review/CompletePage').then((module) => module.CompletePage)),
});
