import type { BeneficiaryEntry, BeneficiaryLists } from '@cairn/domain';

/** A beneficiary while it is edited: the relationship may be unchosen and the allocation empty. */
export interface BeneficiaryDraft {
  /** The relationship code (`BENEFICIARY_SUBTYPE_CODES`), `null` until chosen. */
  subtype: number | null;
  name: string;
  /** The allocation in percent, `null` while empty. */
  allocation: number | null;
}

/** The editor's form values: the yes/no answer (onboarding) and the two lists. */
export interface BeneficiaryEditorDraft {
  addBeneficiaries?: boolean | undefined;
  primary?: BeneficiaryDraft[];
  contingent?: BeneficiaryDraft[];
}

/**
 * A zod schema seen through the drafts it is given to parse. The domain's schemas accept only
 * complete beneficiaries as input; the form hands them drafts (an unchosen relationship, an empty
 * allocation) precisely so that they report what is missing. Widening the input type says so
 * without a cast: a schema's input is assignable to the wider draft.
 */
export interface DraftSchema<Output> {
  readonly _zod: { readonly input: BeneficiaryEditorDraft; readonly output: Output };
}

/** A new, empty beneficiary. */
export function emptyBeneficiary(): BeneficiaryDraft {
  return { subtype: null, name: '', allocation: null };
}

/** The editor's drafts of saved beneficiaries, by list. */
export function beneficiaryListsOf({ primary, contingent }: BeneficiaryLists): {
  primary: BeneficiaryDraft[];
  contingent: BeneficiaryDraft[];
} {
  const draft = ({ subtype, name, allocation }: BeneficiaryEntry): BeneficiaryDraft => ({
    subtype,
    name,
    allocation,
  });
  return { primary: primary.map(draft), contingent: contingent.map(draft) };
}
