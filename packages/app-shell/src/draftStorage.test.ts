import {
  draftFromServer,
  draftsUnsaved,
  editDraft,
  NO_DRAFTS,
  type PortfolioDraftEntry,
  type StoredDrafts,
} from '@cairn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRAFTS_STORAGE_PREFIX,
  draftsStorageKey,
  parseStoredDrafts,
  serializeStoredDrafts,
} from './draftStorage';

const market: PortfolioDraftEntry = { id: 'm-1', name: 'Crypto Market', weight: 60, index_tracker: false };
const momentum: PortfolioDraftEntry = { id: 'm-2', name: 'Momentum', weight: 40, index_tracker: false };
const saved = [market, momentum];
const edited = [
  { ...market, weight: 55 },
  { ...momentum, weight: 45 },
];

describe('the drafts storage key (doc 2 §3, per user)', () => {
  it('is one key per user id', () => {
    expect(draftsStorageKey('user-investor')).toBe(`${DRAFTS_STORAGE_PREFIX}user-investor`);
    expect(draftsStorageKey('a')).not.toBe(draftsStorageKey('b'));
  });
  it('escapes the id, so no id reaches another key', () => {
    expect(draftsStorageKey('a.b/c d')).toBe('cairn.drafts.a.b%2Fc%20d');
  });
  it('refuses an empty id', () => {
    expect(() => draftsStorageKey(' ')).toThrow(RangeError);
  });
});

describe('stored drafts (doc 3 §4: kept on the idle logout)', () => {
  const drafts: StoredDrafts = {
    portfolio: editDraft(draftFromServer(saved), edited),
    exclusions: editDraft(draftFromServer(['BTC']), ['BTC', 'DOGE']),
  };

  it('read back what was written', () => {
    expect(parseStoredDrafts(serializeStoredDrafts(drafts))).toEqual(drafts);
  });
  it('keep nothing when nothing is unsaved: the server holds the saved version', () => {
    expect(serializeStoredDrafts(NO_DRAFTS)).toBeNull();
    expect(
      serializeStoredDrafts({ portfolio: draftFromServer(saved), exclusions: draftFromServer(['BTC']) }),
    ).toBeNull();
  });
  it('keep only the draft that has unsaved changes', () => {
    const onlyExclusions = { portfolio: draftFromServer(saved), exclusions: drafts.exclusions };
    expect(parseStoredDrafts(serializeStoredDrafts(onlyExclusions))).toEqual({
      portfolio: null,
      exclusions: drafts.exclusions,
    });
  });
  it('keep only ids, names, weights and the tracker flag, never anything else', () => {
    const withExtra = {
      portfolio: editDraft(draftFromServer(saved), [
        { ...market, weight: 100, email: 'someone@example.com', ssn: '123456789' } as PortfolioDraftEntry,
      ]),
      exclusions: null,
    };
    const text = serializeStoredDrafts(withExtra) ?? '';
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('123456789');
    expect(parseStoredDrafts(text).portfolio?.current).toEqual([{ ...market, weight: 100 }]);
  });
  it.each([
    ['nothing stored', null],
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, portfolio: null, exclusions: null })],
    [
      'a weight as text',
      JSON.stringify({
        v: 1,
        portfolio: { saved: [], current: [{ ...market, weight: '5' }] },
        exclusions: null,
      }),
    ],
    [
      'an empty asset id',
      JSON.stringify({ v: 1, portfolio: null, exclusions: { saved: [], current: [''] } }),
    ],
    ['a list', '[]'],
  ])('read %s as no drafts', (_name, text) => {
    expect(parseStoredDrafts(text)).toEqual(NO_DRAFTS);
  });
  it('drop unknown fields when read', () => {
    const text = JSON.stringify({
      v: 1,
      owner: 'someone@example.com',
      portfolio: { saved, current: [{ ...market, note: 'x' }] },
      exclusions: null,
    });
    expect(parseStoredDrafts(text)).toEqual({ portfolio: { saved, current: [market] }, exclusions: null });
  });
  it('round-trip any drafts with unsaved changes (property)', () => {
    const entry = fc.record({
      id: fc.constantFrom('m-1', 'm-2', 'i-3'),
      name: fc.string(),
      weight: fc.integer({ min: 0, max: 100 }),
      index_tracker: fc.boolean(),
    });
    const ids = fc.array(fc.constantFrom('BTC', 'ETH', 'DOGE'));
    fc.assert(
      fc.property(fc.array(entry), fc.array(entry), ids, ids, (a, b, c, d) => {
        const input: StoredDrafts = {
          portfolio: editDraft(draftFromServer(a), b),
          exclusions: editDraft(draftFromServer(c), d),
        };
        const text = serializeStoredDrafts(input);
        const back = parseStoredDrafts(text);
        expect(text === null).toBe(!draftsUnsaved(input));
        expect(draftsUnsaved(back)).toBe(draftsUnsaved(input));
      }),
    );
  });
});
