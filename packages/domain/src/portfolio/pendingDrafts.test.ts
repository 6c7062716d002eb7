import { describe, expect, it } from 'vitest';
import { draftFromServer, editDraft } from './drafts';
import {
  draftsUnsaved,
  NO_DRAFTS,
  type PortfolioDraftEntry,
  reconcileExclusionsDraft,
  reconcilePortfolioDraft,
  type StoredDrafts,
} from './pendingDrafts';

const market: PortfolioDraftEntry = { id: 'm-1', name: 'Crypto Market', weight: 60, index_tracker: false };
const momentum: PortfolioDraftEntry = { id: 'm-2', name: 'Momentum', weight: 40, index_tracker: false };
const saved = [market, momentum];
const edited = [
  { ...market, weight: 55 },
  { ...momentum, weight: 45 },
];

describe('draftsUnsaved: the warning icon and the Discard Changes dialog (doc 2 §2)', () => {
  it.each([
    ['no drafts', NO_DRAFTS, false],
    [
      'drafts equal to the saved versions',
      { portfolio: draftFromServer(saved), exclusions: draftFromServer([]) },
      false,
    ],
    ['a weight changed', { portfolio: editDraft(draftFromServer(saved), edited), exclusions: null }, true],
    ['an asset excluded', { portfolio: null, exclusions: editDraft(draftFromServer([]), ['DOGE']) }, true],
  ])('%s: %s', (_name, drafts, expected) => {
    expect(draftsUnsaved(drafts as StoredDrafts)).toBe(expected);
  });
});

describe('a stored draft meeting the server again (doc 2 §3 "setting from server marks saved")', () => {
  it('without a stored draft, is the server version, saved', () => {
    expect(reconcilePortfolioDraft(null, saved)).toEqual(draftFromServer(saved));
  });
  it('keeps unsaved edits made on the same saved version, in any order', () => {
    const stored = editDraft(draftFromServer([...saved].reverse()), edited);
    expect(reconcilePortfolioDraft(stored, saved)).toBe(stored);
  });
  it('gives way when the saved version changed since (applied elsewhere)', () => {
    const stored = editDraft(draftFromServer(saved), edited);
    const applied = [{ ...market, weight: 100 }];
    expect(reconcilePortfolioDraft(stored, applied)).toEqual(draftFromServer(applied));
  });
  it('gives way when an investment of the same name and weight has another id', () => {
    const stored = editDraft(draftFromServer(saved), edited);
    expect(reconcilePortfolioDraft(stored, [{ ...market, id: 'm-9' }, momentum])).toEqual(
      draftFromServer([{ ...market, id: 'm-9' }, momentum]),
    );
  });
  it('after Apply, the refreshed server version is the new saved version, nothing unsaved', () => {
    const stored = editDraft(draftFromServer(saved), edited);
    const next = reconcilePortfolioDraft(stored, edited);
    expect(draftsUnsaved({ portfolio: next, exclusions: null })).toBe(false);
  });
  it('compares exclusions as sets', () => {
    const stored = editDraft(draftFromServer(['BTC', 'ETH']), ['BTC']);
    expect(reconcileExclusionsDraft(stored, ['ETH', 'BTC'])).toBe(stored);
    expect(reconcileExclusionsDraft(stored, ['BTC'])).toEqual(draftFromServer(['BTC']));
    expect(reconcileExclusionsDraft(null, ['DOGE'])).toEqual(draftFromServer(['DOGE']));
  });
});
