import type { BeneficiaryEntry } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { fromBeneficiariesPayload, toBeneficiariesPayload } from './beneficiariesBody';
import { BeneficiaryList } from './schema';

describe('toBeneficiariesPayload (doc 2 §7: all contingent then primary)', () => {
  it('orders contingent first and sets each type from its list', () => {
    const primary = [
      { subtype: 1 as const, name: 'Jane Doe', allocation: 60 },
      { subtype: 2 as const, name: 'John Doe', allocation: 40 },
    ];
    const contingent = [{ subtype: 3 as const, name: 'Red Cross', allocation: 100 }];
    expect(toBeneficiariesPayload(primary, contingent)).toEqual([
      { subtype: 3, name: 'Red Cross', allocation: 100, beneficiary_type: 2 },
      { subtype: 1, name: 'Jane Doe', allocation: 60, beneficiary_type: 1 },
      { subtype: 2, name: 'John Doe', allocation: 40, beneficiary_type: 1 },
    ]);
  });

  it('sends an empty list when skipped', () => {
    expect(toBeneficiariesPayload([], [])).toEqual([]);
  });
});

describe('fromBeneficiariesPayload', () => {
  it('splits a saved list back into the lists toBeneficiariesPayload made it from', () => {
    const primary: BeneficiaryEntry[] = [
      { subtype: 1, name: 'Ada Lovelace', allocation: 60 },
      { subtype: 2, name: 'Alan Turing', allocation: 40 },
    ];
    const contingent: BeneficiaryEntry[] = [{ subtype: 3, name: 'Grace Hopper', allocation: 100 }];
    expect(fromBeneficiariesPayload(toBeneficiariesPayload(primary, contingent))).toEqual({
      primary,
      contingent,
    });
    expect(fromBeneficiariesPayload([])).toEqual({ primary: [], contingent: [] });
  });
});

describe('the list passes the contract schema (contingent first, each list within the rules)', () => {
  it('parses with BeneficiaryList', () => {
    const list = toBeneficiariesPayload(
      [{ subtype: 1, name: 'Jane Doe', allocation: 100 }],
      [{ subtype: 3, name: 'Red Cross', allocation: 100 }],
    );
    expect(BeneficiaryList.safeParse(list).success).toBe(true);
  });
});
