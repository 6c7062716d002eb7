import { beneficiaryTypeLabels } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { defaultBeneficiaryEditorMessages as t } from './messages';

const primary = beneficiaryTypeLabels.PRIMARY;
const contingent = beneficiaryTypeLabels.CONTINGENCY;

describe('beneficiary editor messages (doc 1 §2.6, doc 2 §5)', () => {
  it.each([
    [t.listTitle(primary), 'Primary Beneficiaries'],
    [t.listTitle(contingent), 'Contingent Beneficiaries'],
    [t.entry(primary, 2), 'Primary beneficiary 2'],
    [t.add(contingent), 'Add Contingent Beneficiary'],
    [t.removeEntry(contingent, 1), 'Remove contingent beneficiary 1'],
    [t.total('60'), 'Total allocation: 60%'],
    [t.empty(primary), 'No primary beneficiaries.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('asks whether to add beneficiaries now, with Skip after No (doc 1 §2.6)', () => {
    expect([t.addNow, t.yes, t.no, t.skip]).toEqual([
      'Would you like to add beneficiaries now?',
      'Yes',
      'No',
      'Skip',
    ]);
  });

  it('has Back and Continue (doc 2 §2 "Beneficiary screen")', () => {
    expect([t.back, t.continue]).toEqual(['Back', 'Continue']);
  });
});
