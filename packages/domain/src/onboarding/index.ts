export {
  advisoryAgreementMessages,
  canSignAdvisoryAgreement,
} from './advisoryAgreement';
export {
  backTarget,
  type FlowOptions,
  nextPage,
  type UserType,
} from './flow';
export {
  adminAreaGuard,
  type GuardInput,
  type GuardResult,
  onboardingAreaGuard,
  publicAreaGuard,
  signedInAreaGuard,
} from './guards';
export {
  locationOfPage,
  normalizePath,
  ONBOARDING_LOCATIONS,
  ONBOARDING_PAGES,
  type OnboardingLocation,
  pageOfLocation,
} from './locations';
export {
  ONBOARDING_STEPS,
  onboardingShellMessages,
  showRestartApplication,
  showReturnToReview,
  stepOfPage,
  subStepOfPage,
} from './shell';
