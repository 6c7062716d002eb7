import {
  amountOptionsOf,
  type GivenAnswers,
  institutionInvestorProfileSchema,
  type Questionnaire,
  retailInvestorProfileSchema,
} from '@cairn/domain';
import { useMutation } from '../mutation';
import { submitInstitutionInvestorProfile, submitInvestorProfile } from './functions';

/** What `useInvestorProfileSubmit` gives a screen. */
export interface InvestorProfileSubmit {
  /** Checks the answers against the questionnaire (its tier's amounts) and submits them. */
  submit: (answers: GivenAnswers) => Promise<void>;
  isPending: boolean;
}

/**
 * Submitting a questionnaire's answers (doc 1 §2.6, §7; doc 2 §2 Account preferences): POST
 * /user/investor-profile for the retail questionnaire, /user/institution-investor-profile for the
 * institution's, through the one error policy; `onSubmitted` gets the recommended style the server
 * answers with. The onboarding's final page and Account's re-submission share it.
 */
export function useInvestorProfileSubmit(
  kind: 'retail' | 'institution',
  questionnaire: Questionnaire,
  onSubmitted: (recommended: string) => void,
): InvestorProfileSubmit {
  const options = {
    onSuccess: (data: { recommended_product: string }) => onSubmitted(data.recommended_product),
  };
  const retail = useMutation(submitInvestorProfile, options);
  const institution = useMutation(submitInstitutionInvestorProfile, options);
  return {
    isPending: retail.isPending || institution.isPending,
    submit: async (answers) => {
      const amounts = amountOptionsOf(questionnaire);
      if (kind === 'retail') await retail.trigger(retailInvestorProfileSchema(amounts).parse(answers));
      else await institution.trigger(institutionInvestorProfileSchema(amounts).parse(answers));
    },
  };
}
