export { advisoryAgreementMessages, canSignAdvisoryAgreement } from './advisoryAgreement';
export {
  type BackOptions,
  type BackTarget,
  backTarget,
  type FlowOptions,
  nextPage,
  type UserType,
} from './flow';
export {
  adminAreaGuard,
  FORBIDDEN_PATH,
  type GuardInput,
  type GuardResult,
  type GuardUser,
  onboardingAreaGuard,
  publicAreaGuard,
  signedInAreaGuard,
} from './guards';
export {
  LOCATION_PAGES,
  locationOfPage,
  normalizePath,
  ONBOARDING_LOCATIONS,
  ONBOARDING_PAGES,
  type OnboardingLocation,
  type OnboardingPage,
  pageOfLocation,
} from './locations';
export {
  ONBOARDING_STEPS,
  type OnboardingStep,
  onboardingShellMessages,
  type SubStep,
  showRestartApplication,
  showReturnToReview,
  stepOfPage,
  subStepOfPage,
} from './shell';
