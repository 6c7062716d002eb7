import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFileError, openDataFile } from '../../src/core/persist';
import '../../src/core/throttle';
import '../../src/core/users';
import { createWorld, defineSlice } from '../../src/core/world';

const counter = defineSlice('test.counter', () => ({ count: 0 }));
const other = defineSlice('test.other', () => ({ names: [] as string[] }));

const dataPath = () => join(mkdtempSync(join(tmpdir(), 'cairn-data-')), 'sandbox.json');

/** A new world loaded from the file, as a restart makes it. */
function restart(path: string) {
  const world = createWorld();
  const file = openDataFile(world, path);
  return { world, file };
}

describe('SANDBOX_DATA persistence', () => {
  it('starts fresh when the file does not exist yet, and creates it at once', () => {
    const path = dataPath();
    const { file } = restart(path);
    expect(file.loaded).toBe(false);
    expect(file.note).toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('{"cairn_sandbox":2,"snapshot":{}}\n');
  });

  it('has each change on disk when persist returns: nothing waits for a timer', () => {
    const path = dataPath();
    const { world, file } = restart(path);
    counter(world).count = 41;
    file.persist();
    // No await, no timer: a crash right after the answer finds the change.
    expect(counter(restart(path).world).count).toBe(41);
  });

  it('appends only the slices that changed, one line per change, and replays them in order', () => {
    const path = dataPath();
    const { world, file } = restart(path);
    counter(world).count = 1;
    other(world).names.push('Ada');
    file.persist();
    counter(world).count = 2;
    file.persist();
    file.persist();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2] as string)).toEqual({ changes: { 'test.counter': { count: 2 } } });
    const reloaded = restart(path);
    expect(reloaded.file.loaded).toBe(true);
    expect(counter(reloaded.world).count).toBe(2);
    expect(other(reloaded.world).names).toEqual(['Ada']);
    // The restart compacted the journal into one snapshot.
    expect(readFileSync(path, 'utf8').trimEnd().split('\n')).toHaveLength(1);
  });

  it('leaves no temporary file beside the data', () => {
    const path = dataPath();
    const { world, file } = restart(path);
    counter(world).count = 1;
    file.persist();
    restart(path);
    expect(readdirSync(dirname(path))).toEqual(['sandbox.json']);
  });

  it('drops a change cut off by a crash mid-write (never answered), with a note', () => {
    const path = dataPath();
    const { world, file } = restart(path);
    counter(world).count = 5;
    file.persist();
    appendFileSync(path, '{"changes":{"test.counter":{"cou');
    const reloaded = restart(path);
    expect(counter(reloaded.world).count).toBe(5);
    expect(reloaded.file.note).toBe(
      `SANDBOX_DATA file ${path}: dropped an incomplete last change (the server stopped while writing it, before answering it).`,
    );
  });

  it.each([
    ['truncated', (text: string) => text.slice(0, 20), 'is truncated (its first record is incomplete)'],
    ['empty', () => '', 'is empty'],
    ['garbage', () => 'not json\n', 'is damaged (line 1 is not complete JSON)'],
    [
      'damaged in the middle',
      (text: string) => `${text}{"changes":{x}\n{"changes":{}}\n`,
      'is damaged (line 3 is not complete JSON)',
    ],
    ['another format', () => '{"some":"json"}\n', 'is not sandbox data of this version'],
  ])('refuses a %s file with one line naming it and how to reset', (_, damage, problem) => {
    const path = dataPath();
    const { world, file } = restart(path);
    counter(world).count = 3;
    file.persist();
    writeFileSync(path, damage(readFileSync(path, 'utf8')));
    let error: unknown;
    try {
      restart(path);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataFileError);
    const message = (error as Error).message;
    expect(message).toBe(
      `SANDBOX_DATA file ${path} ${problem}: delete it (rm ${path}) to start from the seeded data, or set SANDBOX_DATA to another file.`,
    );
    expect(message).not.toContain('\n');
  });

  it('loads a file of the earlier format (one JSON object), without its sessions', () => {
    const path = dataPath();
    writeFileSync(
      path,
      JSON.stringify({
        version: 1,
        slices: { 'test.counter': { count: 9 }, sessions: { byToken: { t: 'u' } } },
      }),
    );
    const { world, file } = restart(path);
    expect(file.loaded).toBe(true);
    expect(counter(world).count).toBe(9);
    expect(world.slices.has('sessions')).toBe(false);
  });

  it('throws when the disk refuses, with memory back to what the file holds: the change never happened', () => {
    const path = dataPath();
    const { world, file } = restart(path);
    counter(world).count = 1;
    file.persist();
    counter(world).count = 2;
    other(world).names.push('Ada');
    rmSync(dirname(path), { recursive: true });
    expect(() => file.persist()).toThrow(/ENOENT/);
    // Neither the changed slice nor the new one is in memory any more.
    expect(counter(world).count).toBe(1);
    expect(other(world).names).toEqual([]);
    mkdirSync(dirname(path));
    other(world).names.push('Grace');
    file.persist();
    const reloaded = restart(path).world;
    expect(counter(reloaded).count).toBe(1);
    expect(other(reloaded).names).toEqual(['Grace']);
  });

  it('writes the file for its owner only (0600), also one an older sandbox left readable', () => {
    const path = dataPath();
    writeFileSync(path, '{"cairn_sandbox":2,"snapshot":{"test.counter":{"count":4}}}\n', { mode: 0o644 });
    const { world, file } = restart(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    counter(world).count = 5;
    file.persist();
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it.each([
    [
      'an unknown part',
      '{"nobody.knows":{}}',
      'is not sandbox data of this version (unknown part "nobody.knows")',
    ],
    [
      'a part of the wrong shape',
      '{"signin.throttle":{"byAccount":{"a@b.c":["soon"]},"byClient":{}}}',
      'has the wrong shape (signin.throttle.byAccount.a@b.c.0: Invalid input: expected number, received string)',
    ],
    [
      'a user without a password hash',
      '{"users":{"byId":{"u1":{"id":"u1","email":"a@b.c"}}}}',
      'has the wrong shape (users.byId.u1.password_hash: Invalid input: expected string, received undefined)',
    ],
  ])('refuses a valid JSON file with %s, in one line naming it and how to reset', (_, snapshot, problem) => {
    const path = dataPath();
    writeFileSync(path, `{"cairn_sandbox":2,"snapshot":${snapshot}}\n`);
    expect(() => restart(path)).toThrow(new DataFileError(path, problem));
  });
});
