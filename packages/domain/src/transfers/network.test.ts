import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkName } from './network';

describe('networkName: a network id shown by its name (doc 2 §2 transfer assets carry a network_id)', () => {
  it.each([
    ['bitcoin', 'Bitcoin'],
    ['ethereum', 'Ethereum'],
    ['avalanche-c', 'Avalanche C-Chain'],
    ['bitcoin-cash', 'Bitcoin Cash'],
    ['ripple', 'XRP Ledger'],
    ['icp', 'Internet Computer'],
    ['dydx', 'dYdX'],
    ['thorchain', 'THORChain'],
    ['Solana', 'Solana'],
    ['new-chain', 'New Chain'],
    ['layer_two', 'Layer Two'],
  ])('%s → %s', (id, name) => {
    expect(networkName(id)).toBe(name);
  });

  it('never shows an unknown id as a lower-case slug: every word starts with a capital', () => {
    // Ids no known network has ('zz…'), so the known names' own casing (dYdX) is not in play.
    fc.assert(
      fc.property(fc.stringMatching(/^zz[a-z0-9]{0,8}(-[a-z][a-z0-9]{0,8}){0,2}$/), (id) => {
        const name = networkName(id);
        expect(name).not.toContain('-');
        for (const word of name.split(' ')) expect(word[0]).toBe(word[0]?.toUpperCase());
      }),
    );
  });
});
