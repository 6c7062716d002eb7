import { describe, expect, it } from 'vitest';
import { copyButtonTexts, multiSelectTexts } from './controlTexts';

describe('control texts', () => {
  it('copy: the visible words and the refusal that says what to do instead', () => {
    expect(copyButtonTexts).toEqual({
      copy: 'Copy',
      copied: 'Copied',
      failed: 'Could not copy: select the text and copy it instead.',
    });
  });

  it('multi-select: names the chosen list after the field', () => {
    expect(multiSelectTexts.chosen('Blockchains')).toBe('Blockchains: chosen');
    expect(multiSelectTexts.noMatches).toBe('No matches');
    expect(multiSelectTexts.noneChosen).toBe('None chosen');
  });
});
