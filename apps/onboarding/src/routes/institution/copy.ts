/** The institution's details area: institution information and documents (doc 1 §2.2). */
import { PROOF_OF_ADDRESS_MAX_AGE_DAYS } from '@cairn/domain';

export const institutionInformationTexts = {
  title: 'Institution Information',
  intro: 'Tell us about the institution opening the account.',
  aboutInstitution: 'The institution',
  registeredAddress: 'Registered address',
  legalEntityName: 'Legal Entity Name*',
  dbaName: 'Doing Business As',
  legalStructure: 'Legal Structure*',
  institutionType: 'Institution Type*',
  mainSourceOfWealth: 'Main Source of Wealth*',
  legalSignerPosition: 'Legal Signer Position at Institution*',
  choose: 'Select an option',
  country: 'Country',
  taxId: 'Tax ID or FEIN*',
  taxIdHelp: 'Shown masked once saved.',
} as const;

export const institutionDocumentsTexts = {
  title: 'Institution Documents',
  intro: 'Upload the documents that establish the institution.',
  constitution: 'Constitution document or trust agreement',
  proofQuestion: 'Do you have a proof of address for the institution?',
  yes: 'Yes',
  no: 'No',
  proofOfAddress: 'Proof of address',
  proofHelp: `A utility bill, bank statement or similar, issued within the last ${PROOF_OF_ADDRESS_MAX_AGE_DAYS} days.`,
  explanation: 'Explanation*',
  explanationHelp: 'Explain why you cannot provide a proof of address.',
  /**
   * What Continue still waits for, named: each missing part, joined, then ' to continue.' Short, so
   * the note stays one line above the button (issue 30).
   */
  missing: {
    constitution: 'add the document',
    proofAnswer: 'answer',
    proof: 'upload the proof',
    explanation: 'write the explanation',
  },
  continueReason: (parts: readonly string[]) => {
    const sentence = parts.join(' and ');
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} to continue.`;
  },
} as const;
