/** The session as the apps live it: sign-in outcomes, 2FA, logout, idle notice, the SWR cache per session. */
export {
  currentChallenge,
  endSession,
  forgetChallenge,
  registerSessionStore,
  SESSION_END_NOTICE_KEY,
  type SessionStore,
  sessionSwrConfig,
  startSession,
  type TwoFactorChallenge,
  takeSessionEndNotice,
  useSessionEnd,
  useSignedIn,
} from './session';
export {
  type Credentials,
  completeTwoFactor,
  type ResendOutcome,
  resendTwoFactorCode,
  type SignInOutcome,
  signInWithPassword,
} from './signIn';
