import { describe, expect, it } from 'vitest';
import type { BeneficiaryEntry } from './beneficiary';
import {
  allocationTotal,
  beneficiaryListIssues,
  beneficiaryListMessages,
  beneficiaryListsSchema,
  onboardingBeneficiariesSchema,
} from './lists';

function entries(...allocations: number[]): BeneficiaryEntry[] {
  return allocations.map((allocation, i) => ({ subtype: 2, name: `Jane Doe${'s'.repeat(i)}`, allocation }));
}

/** n entries totalling exactly 100 (n between 1 and 100). */
function listOf(n: number): BeneficiaryEntry[] {
  const base = Math.floor(100 / n);
  return entries(...Array.from({ length: n }, (_, i) => (i === 0 ? 100 - base * (n - 1) : base)));
}

function accountMessages(primary: unknown[], contingent: unknown[]): string[] {
  const result = beneficiaryListsSchema.safeParse({ primary, contingent });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const M = beneficiaryListMessages;

describe('list messages', () => {
  it('are the exact spec strings', () => {
    expect(M).toEqual({
      maxPrimary: 'A maximum of 10 primary beneficiaries can be provided.',
      maxContingent: 'A maximum of 10 contingent beneficiaries can be provided.',
      totalAllocation: 'Total allocation must equal 100',
      primaryNeededForContingent: 'At least one primary beneficiary must be provided if any provided',
      minimumOnePrimary: 'A minimum of 1 primary beneficiary must be provided.',
    });
  });
});

describe('beneficiaryListsSchema (doc 2 §5)', () => {
  it.each<[string, BeneficiaryEntry[], BeneficiaryEntry[], string[]]>([
    ['both lists empty', [], [], []],
    ['one primary at 100', entries(100), [], []],
    ['primary totals 99', entries(50, 49), [], [`primary: ${M.totalAllocation}`]],
    ['primary totals 100', entries(50, 50), [], []],
    ['primary totals 101', entries(50, 51), [], [`primary: ${M.totalAllocation}`]],
    ['contingent totals 99', entries(100), entries(99), [`contingent: ${M.totalAllocation}`]],
    ['contingent totals 100', entries(100), entries(60, 40), []],
    ['contingent totals 101', entries(100), entries(60, 41), [`contingent: ${M.totalAllocation}`]],
    ['decimal allocations summing exactly to 100', entries(33.3, 33.3, 33.4), [], []],
    ['10 primary', listOf(10), [], []],
    ['11 primary', listOf(11), [], [`primary: ${M.maxPrimary}`]],
    ['10 contingent', entries(100), listOf(10), []],
    ['11 contingent', entries(100), listOf(11), [`contingent: ${M.maxContingent}`]],
    ['contingent without primary', [], entries(100), [`primary: ${M.primaryNeededForContingent}`]],
  ])('%s', (_name, primary, contingent, expected) => {
    expect(accountMessages(primary, contingent)).toEqual(expected);
  });

  it('reports list rules alongside an invalid entry', () => {
    const primary = [{ subtype: 1, name: 'Jane', allocation: 40 }];
    expect(accountMessages(primary, [])).toEqual([
      'primary.0.name: Must enter full legal name',
      `primary: ${M.totalAllocation}`,
    ]);
  });

  it('counts an empty allocation as 0 in the total while the entry itself is invalid', () => {
    const primary = [
      { subtype: 1, name: 'Jane Doe', allocation: 100 },
      { subtype: 1, name: 'John Doe', allocation: Number.NaN },
    ];
    expect(accountMessages(primary, [])).toEqual(['primary.1.allocation: Allocation is required']);
  });

  it('skips list rules when the lists are not arrays of objects', () => {
    expect(beneficiaryListsSchema.safeParse(undefined).success).toBe(false);
    expect(accountMessages(null as unknown as unknown[], [])).toHaveLength(1);
    expect(accountMessages([null], [])).toHaveLength(1);
  });
});

describe('onboardingBeneficiariesSchema (doc 1 §2.6, §5)', () => {
  function onboardingMessages(input: unknown): string[] {
    const result = onboardingBeneficiariesSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }

  it('skips every rule when the user answers No', () => {
    expect(onboardingMessages({ addBeneficiaries: false })).toEqual([]);
    expect(onboardingMessages({ addBeneficiaries: false, primary: listOf(11) })).toEqual([]);
  });

  it.each<[string, BeneficiaryEntry[], BeneficiaryEntry[], string[]]>([
    ['no primary', [], [], [`primary: ${M.minimumOnePrimary}`]],
    [
      'contingent only: the minimum message replaces the contingent one',
      [],
      entries(100),
      [`primary: ${M.minimumOnePrimary}`],
    ],
    ['one primary', entries(100), [], []],
    ['11 primary', listOf(11), [], [`primary: ${M.maxPrimary}`]],
    ['primary totals 99', entries(99), [], [`primary: ${M.totalAllocation}`]],
  ])('when adding: %s', (_name, primary, contingent, expected) => {
    expect(onboardingMessages({ addBeneficiaries: true, primary, contingent })).toEqual(expected);
  });
});

describe('beneficiaryListIssues', () => {
  it('reports every problem of both lists', () => {
    expect(
      beneficiaryListIssues(
        { primary: [], contingent: [...listOf(11), ...entries(1)] },
        { requirePrimary: false },
      ),
    ).toEqual([
      { path: ['contingent'], message: M.maxContingent },
      { path: ['primary'], message: M.primaryNeededForContingent },
      { path: ['contingent'], message: M.totalAllocation },
    ]);
  });
});

describe('allocationTotal (live total, doc 1 §2.6, doc 2 §5)', () => {
  it.each<[string, { allocation?: unknown }[], string, string]>([
    ['no entries', [], '0', 'empty'],
    ['99', [{ allocation: 49 }, { allocation: 50 }], '99', 'error'],
    ['100', [{ allocation: 50 }, { allocation: 50 }], '100', 'complete'],
    ['101', [{ allocation: 51 }, { allocation: 50 }], '101', 'error'],
    ['typed text', [{ allocation: '60' }, { allocation: ' 40 ' }], '100', 'complete'],
    ['an empty field counts as 0', [{ allocation: '' }, { allocation: 100 }], '100', 'complete'],
    [
      'missing and non-numeric fields count as 0',
      [{}, { allocation: 'abc' }, { allocation: null }, { allocation: 30 }],
      '30',
      'error',
    ],
    [
      'decimals sum exactly',
      [{ allocation: 0.1 }, { allocation: 0.2 }, { allocation: 99.7 }],
      '100',
      'complete',
    ],
  ])('%s', (_name, list, total, state) => {
    expect(allocationTotal(list)).toEqual({ total, state });
  });
});
