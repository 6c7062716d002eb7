import {
  type FlowOptions,
  locationOfPage,
  nextPage,
  ONBOARDING_PAGES,
  type OnboardingLocation,
} from '@cairn/domain';
import { type SandboxUser, tlhFlagFor } from '../../core/users';
import type { World } from '../../core/world';
import { accountOf, type UserAccount } from './state';

/**
 * The onboarding location on the server (doc 1 §2.5): the first step of the user's flow that is
 * not done yet, walking the domain's flow (`nextPage`, `locationOfPage`) from signup, so the
 * branches (individual, institution) and the TLH step behind its flag are the domain's. Every
 * location up to the current one is permitted (the user may go back and edit); after submit the
 * location is DASHBOARD.
 */

/** The flow options of a user in a world: the TLH step only while the user's flag allows it. */
export function flowOptions(world: World, user: SandboxUser): FlowOptions {
  return { userType: user.account_type, tlhFlag: tlhFlagFor(world, user) };
}

const isSet = (value: string | null) => value !== null && value.trim() !== '';

/** Whether the step of `location` is done, from the application's state. */
function stepDone(location: OnboardingLocation, user: SandboxUser, account: UserAccount): boolean {
  const application = account.application;
  switch (location) {
    case 'LOGIN':
    case 'CONTACT_DETAILS':
      return true;
    case 'PHONE_VERIFICATION':
      return user.phone_verified;
    case 'EMAIL_VERIFICATION':
      return user.email_verified;
    case 'ADVISORY_AGREEMENT':
      return account.advisory_agreement_signature !== null;
    case 'CUSTODIAN_AGREEMENT':
      return account.custodian_agreement_status === 'COMPLETE';
    case 'INDIVIDUAL_INFORMATION':
      return [
        application.date_of_birth,
        application.address,
        application.city,
        application.state,
        application.postal_code,
        application.ssn,
      ].every(isSet);
    case 'INSTITUTION_INFORMATION':
      return (
        isSet(user.institution?.entity_name ?? null) &&
        [
          application.legal_structure,
          application.institution_type,
          application.main_source_of_wealth,
          application.legal_signer_position_at_institution,
          application.address,
          application.city,
          application.state,
          application.postal_code,
          application.tax_id,
        ].every(isSet)
      );
    case 'INDIVIDUAL_DOCUMENTS':
      // Passport: the one document; government ID: front and back (doc 1 §5).
      if (application.id_type === 2) return application.document_uploaded;
      if (application.id_type === 1)
        return application.document_uploaded && application.id_card_back_uploaded;
      return false;
    case 'INSTITUTION_DOCUMENTS':
      return (
        application.document_uploaded &&
        (application.proof_of_address_uploaded || isSet(application.proof_of_address_explanation))
      );
    case 'BENEFICIARIES':
      return application.beneficiaries !== null;
    case 'INDIVIDUAL_QUESTIONNAIRE':
      return account.investor_profile !== null;
    case 'INSTITUTION_QUESTIONNAIRE':
      return account.institution_investor_profile !== null;
    case 'INVESTMENT_STYLES':
      return application.investment_styles_acknowledged;
    case 'TLH':
      return application.tlh_saved;
    case 'ADVISORY_FEES':
      return application.advisory_fees_acknowledged;
    case 'REVIEW':
    case 'DASHBOARD':
      // Review is left only by submitting; DASHBOARD is the end.
      return false;
  }
}

/** The onboarding location of a user and the locations they may open (doc 1 §2.3, §3 "waldo"). */
export interface OnboardingState {
  readonly location: OnboardingLocation;
  readonly permitted_locations: OnboardingLocation[];
}

/** Works out the user's onboarding state from their application. */
export function onboardingState(world: World, user: SandboxUser): OnboardingState {
  const account = accountOf(world, user.id);
  if (account.submitted_at !== null) return { location: 'DASHBOARD', permitted_locations: ['DASHBOARD'] };
  const options = flowOptions(world, user);
  const permitted: OnboardingLocation[] = [];
  for (
    let page = nextPage(ONBOARDING_PAGES.selfIdentification, options);
    page !== null;
    page = nextPage(page, options)
  ) {
    const location = locationOfPage(page);
    if (location === null) continue;
    if (!permitted.includes(location)) permitted.push(location);
    if (!stepDone(location, user, account)) return { location, permitted_locations: permitted };
  }
  // The flow always stops at REVIEW (never done) before reaching its end.
  return { location: 'REVIEW', permitted_locations: permitted };
}

/**
 * Recomputes the user's location and stores it on the shared user record (other areas read
 * `user.location`, e.g. the admin guard). Called after every change of the user area.
 */
export function syncLocation(world: World, user: SandboxUser): OnboardingState {
  const state = onboardingState(world, user);
  user.location = state.location;
  return state;
}
