import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/core/secrets';

describe('password hashes', () => {
  it('record their own cost: the tests hash at N 2^10, and a hash at the default 2^14 still verifies', () => {
    expect(process.env.SANDBOX_PASSWORD_COST).toBe('10');
    const hash = hashPassword('Cairn-demo-1!');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(verifyPassword(hash, 'Cairn-demo-1!')).toBe(true);
    expect(verifyPassword(hash, 'Cairn-demo-1?')).toBe(false);

    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('Cairn-demo-1!', salt, 32, { N: 16_384, r: 8, p: 1, maxmem: 256 * 16_384 * 8 });
    const strong = ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(verifyPassword(strong, 'Cairn-demo-1!')).toBe(true);
    expect(verifyPassword(strong, 'cairn-demo-1!')).toBe(false);
  });

  it('an unknown account is refused after the same work', () => {
    expect(verifyPassword(undefined, 'Cairn-demo-1!')).toBe(false);
  });
});
