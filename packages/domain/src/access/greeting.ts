/**
 * How the product names the user (doc 2 §2 Dashboard, doc 1 §2.6 Complete, doc 3 §6).
 */
import { INSTITUTION_ADMIN_ROLE } from '../constants';
import { fullLegalNameOf } from '../identity/signature';

/** The parts of the user profile (`GET /user/profile`) the greetings read. */
export interface GreetingProfile {
  readonly user: {
    readonly first_name: string;
    readonly middle_name?: string | null | undefined;
    readonly last_name: string;
  };
  readonly roles: readonly string[];
  readonly institution?:
    | {
        readonly dba_name?: string | null | undefined;
        readonly entity_name?: string | null | undefined;
      }
    | null
    | undefined;
}

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The institution's name for an INSTITUTION_ADMIN: doing-business-as name, else entity name;
 * `null` for other users or when the institution has neither.
 */
function institutionName(profile: GreetingProfile): string | null {
  if (!profile.roles.includes(INSTITUTION_ADMIN_ROLE)) return null;
  return nonEmpty(profile.institution?.dba_name) ?? nonEmpty(profile.institution?.entity_name);
}

/**
 * The name in the dashboard heading (doc 2 §2): for an INSTITUTION_ADMIN the institution's dba
 * name, else its entity name; otherwise, or when the institution has no name, the first name.
 */
export function greetingName(profile: GreetingProfile): string {
  return institutionName(profile) ?? profile.user.first_name.trim();
}

/** The dashboard heading 'Hello, {name}!' (doc 2 §2). */
export function dashboardGreeting(profile: GreetingProfile): string {
  return `Hello, ${greetingName(profile)}!`;
}

/**
 * The name on the onboarding Complete page (doc 1 §2.6): for an INSTITUTION_ADMIN the
 * institution's dba name, else its entity name; otherwise the person's full name (first, middle
 * if present, last, joined by single spaces).
 */
export function congratulationName(profile: GreetingProfile): string {
  return institutionName(profile) ?? fullLegalNameOf(profile.user);
}

/**
 * The name the account is held in, as a wire deposit's sending account must be (doc 2 §2: "only
 * bank accounts in the name used with the account"): for an INSTITUTION_ADMIN the institution's
 * entity name (its legal name, not the dba), else, or when the institution has none, the user's
 * full legal name.
 */
export function accountHolderName(profile: GreetingProfile): string {
  const entity = profile.roles.includes(INSTITUTION_ADMIN_ROLE)
    ? nonEmpty(profile.institution?.entity_name)
    : null;
  return entity ?? fullLegalNameOf(profile.user);
}
