import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { autosave, loadWorld, saveWorld } from '../../src/core/persist';
import { createWorld, defineSlice } from '../../src/core/world';

const counter = defineSlice('test.counter', () => ({ count: 0 }));

describe('SANDBOX_DATA persistence', () => {
  it('saves the slices and loads them into a new world', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cairn-data-')), 'sandbox.json');
    const first = createWorld();
    counter(first).count = 41;
    saveWorld(first, file);
    const second = createWorld();
    expect(loadWorld(second, file)).toBe(true);
    expect(counter(second).count).toBe(41);
  });

  it('writes atomically: no temporary file is left beside the data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-data-'));
    const file = join(dir, 'sandbox.json');
    const world = createWorld();
    counter(world).count = 1;
    saveWorld(world, file);
    saveWorld(world, file);
    expect(readdirSync(dir)).toEqual(['sandbox.json']);
  });

  it('starts fresh when the file does not exist yet, and rejects an unknown format', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-data-'));
    expect(loadWorld(createWorld(), join(dir, 'none.json'))).toBe(false);
  });

  it('autosaves after changes and on flush', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cairn-data-')), 'sandbox.json');
    const world = createWorld();
    const saver = autosave(world, file, 10);
    counter(world).count = 7;
    saver.changed();
    expect(existsSync(file)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reloaded = createWorld();
    loadWorld(reloaded, file);
    expect(counter(reloaded).count).toBe(7);
    counter(world).count = 8;
    saver.changed();
    saver.flush();
    const again = createWorld();
    loadWorld(again, file);
    expect(counter(again).count).toBe(8);
  });
});
