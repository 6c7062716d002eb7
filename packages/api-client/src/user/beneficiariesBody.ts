/**
 * The beneficiary list of `PUT /account/beneficiaries` and `PUT /account/application` (doc 2 §7)
 * and back, from and to the domain's two lists (`BeneficiaryLists`).
 */
import { BENEFICIARY_TYPE_CODES, type BeneficiaryEntry } from '@cairn/domain';
import type { Beneficiary } from './schema';

/**
 * The `PUT /account/beneficiaries` list (doc 2 §7): all contingent beneficiaries, then all primary
 * ones, each carrying the type of its list. Skipping in onboarding sends `toBeneficiariesPayload([], [])`.
 */
export function toBeneficiariesPayload(
  primary: readonly BeneficiaryEntry[],
  contingent: readonly BeneficiaryEntry[],
): Beneficiary[] {
  return [
    ...contingent.map((entry) => ({ ...entry, beneficiary_type: BENEFICIARY_TYPE_CODES.CONTINGENCY })),
    ...primary.map((entry) => ({ ...entry, beneficiary_type: BENEFICIARY_TYPE_CODES.PRIMARY })),
  ];
}

/**
 * The inverse of {@link toBeneficiariesPayload}: a saved list (`GET /account/beneficiaries`) split
 * into its primary and contingent entries, each in its saved order, without the type each list
 * implies.
 */
export function fromBeneficiariesPayload(list: readonly Beneficiary[]): {
  primary: BeneficiaryEntry[];
  contingent: BeneficiaryEntry[];
} {
  const entries = (type: number) =>
    list
      .filter((beneficiary) => beneficiary.beneficiary_type === type)
      .map(({ beneficiary_type: _type, ...entry }) => entry);
  return {
    primary: entries(BENEFICIARY_TYPE_CODES.PRIMARY),
    contingent: entries(BENEFICIARY_TYPE_CODES.CONTINGENCY),
  };
}
