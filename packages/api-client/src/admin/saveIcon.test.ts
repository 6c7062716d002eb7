import { describe, expect, it } from 'vitest';
import { iconForSave } from './saveIcon';

describe('the icon a save sends (doc 3 §4)', () => {
  it('sends an existing (string) icon as null and a new file as itself', () => {
    const file = { name: 'icon.png', size: 10 };
    expect(iconForSave('https://cdn.example/icon.png')).toBeNull();
    expect(iconForSave('')).toBeNull();
    expect(iconForSave(file)).toBe(file);
    expect(iconForSave(null)).toBeNull();
    expect(iconForSave(undefined)).toBeNull();
  });
});
