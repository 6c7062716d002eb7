export {
  accountHolderName,
  congratulationName,
  dashboardGreeting,
  greetingName,
} from './greeting';
export {
  canTransfer,
  KYC_APPROVED,
  KYC_PENDING_TOOLTIP,
  type NavItem,
  navItems,
} from './nav';
export {
  type AccountFacts,
  describeOperationRule,
  OPERATION_REFUSAL_CODE,
  type OperationRule,
  type OperationVerdict,
  operationRefusalMessages,
  operationVerdict,
} from './operations';
export { canAccessCustomerRoute } from './routes';
export {
  IDLE_WARNING_MS,
  idleState,
  idleWarningMessages,
  keepsSessionStores,
  logoutDialogMessages,
  sessionEndDestination,
  sessionEndNotice,
} from './session';
