/** The password of every demo user (issue 4); meets the password rules of doc 1 §5. */
export const DEMO_PASSWORD = 'Cairn-demo-1!';

/**
 * The sandbox's demo logins, printed by `npm start` and listed in the README. Deterministic and
 * local only: not secrets.
 */
export const DEMO_LOGINS = [
  {
    email: 'investor@cairn.example',
    who: 'individual, ACTIVE, KYC approved, DEFAULT tier, funded, TLH on, SMS 2FA',
  },
  { email: 'institution@cairn.example', who: 'INSTITUTION_ADMIN with a dba name, ACTIVE, REDUCED tier' },
  {
    email: 'friends@cairn.example',
    who: 'FRIENDS_AND_FAMILY tier, below the rebalancing minimum, cost basis missing',
  },
  { email: 'pending@cairn.example', who: 'onboarding finished, KYC pending' },
  { email: 'inactive@cairn.example', who: 'status INACTIVE' },
  { email: 'halfway@cairn.example', who: 'individual mid-onboarding (personal information)' },
  { email: 'admin@cairn.example', who: 'staff, CAIRN_ADMIN, SMS 2FA' },
  { email: 'demo@cairn.example', who: 'demo account: changes answer 418' },
  { email: 'tlhoff@cairn.example', who: 'funded, TLH feature flag off (no TLH controls)' },
  { email: 'awaiting@cairn.example', who: 'KYC approved, awaiting deposit: balance 0, no selection' },
  { email: 'noselection@cairn.example', who: 'funded in cash, no portfolio selected (NO_SELECTION)' },
  { email: 'belowmin@cairn.example', who: 'funded below its Smart Beta model minimum' },
  { email: 'maxed@cairn.example', who: 'portfolio at the maximum of 10 investments' },
  { email: 'basislocked@cairn.example', who: 'deposits missing cost basis, cost basis updates disabled' },
  { email: 'pendingwd@cairn.example', who: 'withdrawals Pending, Queued and Pending Transfer' },
  {
    email: 'history@cairn.example',
    who: 'two years of activity, trades and cost basis over three tax years',
  },
] as const;

/** The demo logins as lines for the console. */
export function demoLoginLines(): string[] {
  const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
  return [
    `  password for all: ${DEMO_PASSWORD}`,
    ...DEMO_LOGINS.map((login) => `  ${login.email.padEnd(width)}  ${login.who}`),
  ];
}
