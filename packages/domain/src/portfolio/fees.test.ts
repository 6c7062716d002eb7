import { describe, expect, it } from 'vitest';
import { feeDetailsRows } from './fees';

describe('feeDetailsRows (doc 2 §3 Fees)', () => {
  it('shows the platform fee, the blended investment fee and their total, exactly', () => {
    expect(feeDetailsRows({ platform_fee: '0.25', blended_fee: '0.375' })).toEqual([
      { label: 'Platform Fee', value: '0.25%' },
      { label: 'Blended Investment Fee', value: '0.38%' },
      { label: 'Total Annual Fee', value: '0.63%' },
    ]);
    expect(feeDetailsRows({ platform_fee: '0.1', blended_fee: '0.2' })[2]?.value).toBe('0.30%');
  });
});
