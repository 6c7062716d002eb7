export { congratulationName, dashboardGreeting, type GreetingProfile, greetingName } from './greeting';
export { canTransfer, KYC_APPROVED, KYC_PENDING_TOOLTIP, type NavItem, navItems } from './nav';
export {
  type AccountFacts,
  describeOperationRule,
  OPERATION_REFUSAL_CODE,
  OPERATION_REFUSAL_STATUS,
  type OperationRule,
  type OperationVerdict,
  operationRefusalMessages,
  operationVerdict,
} from './operations';
export {
  ACTIVE_ONLY_ROUTES,
  ANY_STATUS_ROUTES,
  canAccessCustomerRoute,
  type UserStatus,
} from './routes';
export {
  IDLE_WARNING_MS,
  type IdleState,
  type IdleTimings,
  idleState,
  idleWarningMessages,
  keepsSessionStores,
  logoutDialogMessages,
  type SessionEndReason,
  sessionEndDestination,
  sessionEndNotice,
} from './session';
