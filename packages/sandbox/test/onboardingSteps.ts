import {
  INSTITUTION_TYPES,
  INSTITUTION_WEALTH_SOURCES,
  LEGAL_STRUCTURES,
  type OnboardingLocation,
} from '@cairn/domain';
import { syncLocation } from '../src/api/user/onboarding';
import { accountOf } from '../src/api/user/state';
import { type SandboxUser, userByEmail } from '../src/core/users';
import type { World } from '../src/core/world';
import { ensureUsersSeeded } from '../src/seed/users';

/**
 * Fills in the application of `user` step by step (as the onboarding app would) until the user's
 * onboarding location is `target`, for tests of a call that belongs to a later step: the server
 * refuses onboarding calls at other locations (issue 28). Throws when the flow never reaches it.
 */
export function advanceTo(world: World, user: SandboxUser, target: OnboardingLocation): void {
  ensureUsersSeeded(world);
  const account = accountOf(world, user.id);
  const application = account.application;
  for (let guard = 0; guard < 20; guard += 1) {
    const { location } = syncLocation(world, user);
    if (location === target) return;
    switch (location) {
      case 'EMAIL_VERIFICATION':
        user.email_verified = true;
        break;
      case 'PHONE_VERIFICATION':
        user.phone_verified = true;
        break;
      case 'ADVISORY_AGREEMENT':
        account.advisory_agreement_signature = `${user.first_name} ${user.last_name}`;
        break;
      case 'CUSTODIAN_AGREEMENT':
        account.custodian_agreement_status = 'COMPLETE';
        break;
      case 'INDIVIDUAL_INFORMATION':
        Object.assign(application, {
          date_of_birth: '1990-01-15',
          address: '1 Main St',
          city: 'Boston',
          state: 'MA',
          postal_code: '02108',
          ssn: '123-45-6789',
        });
        break;
      case 'INSTITUTION_INFORMATION':
        user.institution = { entity_name: 'Harbor Light LLC', dba_name: null };
        application.legal_structure = LEGAL_STRUCTURES[0];
        application.institution_type = INSTITUTION_TYPES[0];
        application.main_source_of_wealth = INSTITUTION_WEALTH_SOURCES[0];
        Object.assign(application, {
          legal_signer_position_at_institution: 'CEO',
          address: '1 Main St',
          city: 'Boston',
          state: 'MA',
          postal_code: '02108',
          tax_id: '12-3456789',
        });
        break;
      case 'INDIVIDUAL_DOCUMENTS':
        Object.assign(application, { id_type: 2, document_uploaded: true });
        break;
      case 'INSTITUTION_DOCUMENTS':
        Object.assign(application, { document_uploaded: true, proof_of_address_uploaded: true });
        break;
      case 'BENEFICIARIES':
        application.beneficiaries = [];
        break;
      case 'INDIVIDUAL_QUESTIONNAIRE':
        account.investor_profile = demoAccount(world, 'investor@cairn.example').investor_profile;
        break;
      case 'INSTITUTION_QUESTIONNAIRE':
        account.institution_investor_profile = demoAccount(
          world,
          'institution@cairn.example',
        ).institution_investor_profile;
        break;
      case 'INVESTMENT_STYLES':
        application.investment_styles_acknowledged = true;
        break;
      case 'TLH':
        application.tlh_saved = true;
        break;
      case 'ADVISORY_FEES':
        application.advisory_fees_acknowledged = true;
        break;
      default:
        throw new Error(`advanceTo: ${user.email} stops at ${location}, before ${target}`);
    }
  }
  throw new Error(`advanceTo: ${user.email} never reached ${target}`);
}

function demoAccount(world: World, email: string) {
  const demo = userByEmail(world, email);
  if (!demo) throw new Error(`No demo user ${email}`);
  return accountOf(world, demo.id);
}
