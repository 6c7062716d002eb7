import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  draftFromServer,
  editDraft,
  exclusionsDraftUnsaved,
  leavePrompt,
  portfolioDraftUnsaved,
  resetDraft,
} from './drafts';

const saved = [
  { name: 'Crypto Market', weight: 60 },
  { name: 'Momentum', weight: 40 },
];

describe('the pending portfolio store (doc 2 §3)', () => {
  it('is saved when set from the server', () => {
    const draft = draftFromServer(saved);
    expect(draft).toEqual({ saved, current: saved });
    expect(portfolioDraftUnsaved(draft)).toBe(false);
  });
  it.each([
    [
      'a weight changed',
      [
        { name: 'Crypto Market', weight: 55 },
        { name: 'Momentum', weight: 45 },
      ],
      true,
    ],
    ['an investment added', [...saved, { name: 'Low Volatility', weight: 5 }], true],
    ['an investment removed', [{ name: 'Crypto Market', weight: 100 }], true],
    ['reordered only', [...saved].reverse(), false],
  ])('has unsaved changes when %s: %s', (_name, current, expected) => {
    expect(portfolioDraftUnsaved(editDraft(draftFromServer(saved), current))).toBe(expected);
  });
  it('Reset restores the last saved version', () => {
    const edited = editDraft(draftFromServer(saved), [{ name: 'Momentum', weight: 100 }]);
    expect(resetDraft(edited)).toEqual({ saved, current: saved });
    expect(portfolioDraftUnsaved(resetDraft(edited))).toBe(false);
  });
  it('after any edits, Reset leaves nothing unsaved (property)', () => {
    const weights = fc.array(
      fc.record({ name: fc.constantFrom('A', 'B', 'C'), weight: fc.integer({ min: 5, max: 100 }) }),
    );
    fc.assert(
      fc.property(weights, fc.array(weights, { maxLength: 5 }), (start, edits) => {
        const draft = edits.reduce((acc, next) => editDraft(acc, next), draftFromServer(start));
        expect(portfolioDraftUnsaved(resetDraft(draft))).toBe(false);
        expect(draftFromServer(draft.current).current).toBe(draft.current);
      }),
    );
  });
});

describe('the excluded-asset store (doc 2 §3)', () => {
  it('compares exclusions as sets', () => {
    expect(exclusionsDraftUnsaved(editDraft(draftFromServer(['a', 'b']), ['b', 'a']))).toBe(false);
    expect(exclusionsDraftUnsaved(editDraft(draftFromServer(['a', 'b']), ['a']))).toBe(true);
  });
});

describe("leavePrompt: 'Unsaved Changes' and 'Discard Changes' (doc 2 §2 My Portfolio)", () => {
  it.each([
    ['/portfolio', '/dashboard', true, 'UNSAVED_CHANGES_NOTICE'],
    ['/portfolio', '/activity/log', true, 'UNSAVED_CHANGES_NOTICE'],
    ['/portfolio/', '/performance?x=1', true, 'UNSAVED_CHANGES_NOTICE'],
    ['/portfolio', '/marketplace/models', true, 'NONE'],
    ['/portfolio', '/marketplace', true, 'NONE'],
    ['/portfolio', '/marketplaces', true, 'UNSAVED_CHANGES_NOTICE'],
    ['/portfolio', '/portfolio', true, 'NONE'],
    ['/marketplace/models', '/dashboard', true, 'NONE'],
    ['/portfolio', '/dashboard', false, 'NONE'],
  ])('from %s to %s with unsaved %s -> %s', (from, to, unsaved, expected) => {
    expect(leavePrompt(from, { kind: 'PAGE', path: to }, unsaved)).toBe(expected);
  });
  it('asks before logging out with unsaved changes, from any page', () => {
    expect(leavePrompt('/dashboard', { kind: 'LOGOUT' }, true)).toBe('DISCARD_CHANGES_DIALOG');
    expect(leavePrompt('/portfolio', { kind: 'LOGOUT' }, false)).toBe('NONE');
  });
});
