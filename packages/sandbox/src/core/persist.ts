import {
  chmodSync,
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { isSliceName, sliceFileForms, sliceSchemas, type World } from './world';

/**
 * SANDBOX_DATA: the world's slices kept in one file across restarts, durable before an answer is
 * sent. The file is a journal of JSON lines:
 *
 *   {"cairn_sandbox":2,"snapshot":{...every slice...}}     first line, written whole
 *   {"changes":{...the slices a request changed...}}       one line per changing request
 *
 * After each request that may change state, the slices whose JSON differs from what the file holds
 * are appended as one line and fsynced before the answer goes out; at start the lines are replayed
 * and the journal is compacted into a new snapshot (written to a temporary file, fsynced, renamed
 * over the old one, directory fsynced). A crash mid-append leaves an incomplete last line: that
 * change was never answered, so it is dropped, with a note. Anything else that does not read is a
 * damaged file: one line says which and how to start afresh; so is a file whose parts are not
 * the slices this sandbox declares, or not of their declared shape (checked with zod before
 * anything is loaded).
 *
 * Writes are all-or-nothing: memory holds what the file holds at the start of every changing
 * request ({@link DataFile.persist} before it), and when the changes cannot be written memory is
 * put back to what the file holds ({@link DataFile.restore}), so an answer 500 means nothing
 * happened. The file is private: mode 0600, also for a file an older sandbox wrote.
 */

/** The journal's format version, on its first line. */
const FORMAT = 2;

/** A data file that cannot be read as sandbox state. */
export class DataFileError extends Error {
  constructor(path: string, problem: string) {
    super(
      `SANDBOX_DATA file ${path} ${problem}: delete it (rm ${path}) to start from the seeded data, or set SANDBOX_DATA to another file.`,
    );
  }
}

type Slices = Record<string, unknown>;

const isSlices = (value: unknown): value is Slices =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The slices of a file the sandbox wrote before the journal (one JSON object, format 1), without
 * its sessions (their shape changed: those users sign in again); `undefined` for anything else.
 */
function olderFormat(text: string): Slices | undefined {
  try {
    const saved = JSON.parse(text) as { version?: unknown; slices?: unknown };
    if (saved.version !== 1 || !isSlices(saved.slices)) return undefined;
    const { sessions: _sessions, ...slices } = saved.slices;
    return slices;
  } catch {
    return undefined;
  }
}

/** The slices a file holds, and whether its last line was an unanswered change cut off by a crash. */
function readJournal(path: string): { slices: Slices; droppedTornTail: boolean } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new DataFileError(path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const lines = text.split('\n');
  // The last element is '' when the file ends with a newline, as every complete line does.
  const tail = lines.pop() ?? '';
  const parse = (line: string, number: number): unknown => {
    try {
      return JSON.parse(line);
    } catch {
      throw new DataFileError(path, `is damaged (line ${number} is not complete JSON)`);
    }
  };
  if (lines.length === 0) {
    if (tail.trim() === '') throw new DataFileError(path, 'is empty');
    const older = olderFormat(tail);
    if (older) return { slices: older, droppedTornTail: false };
    throw new DataFileError(path, 'is truncated (its first record is incomplete)');
  }
  const head = parse(lines[0] as string, 1) as { cairn_sandbox?: unknown; snapshot?: unknown };
  if (head.cairn_sandbox !== FORMAT || !isSlices(head.snapshot)) {
    throw new DataFileError(path, 'is not sandbox data of this version');
  }
  const slices: Slices = { ...head.snapshot };
  lines.slice(1).forEach((line, index) => {
    const record = parse(line, index + 2) as { changes?: unknown };
    if (!isSlices(record.changes))
      throw new DataFileError(path, `is damaged (line ${index + 2} is not a change)`);
    Object.assign(slices, record.changes);
  });
  return { slices, droppedTornTail: tail !== '' };
}

/** One line (a zod message may hold line breaks). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The slices as their schemas read them (an older file's secrets become hashes and digests), or
 * refuses slices this sandbox does not declare, or not of their declared shape, naming the first
 * place that is wrong.
 */
function checkedShape(path: string, slices: Slices): Slices {
  const checkedSlices: Slices = {};
  for (const [name, value] of Object.entries(slices)) {
    if (!isSliceName(name))
      throw new DataFileError(
        path,
        `is not sandbox data of this version (unknown part "${oneLine(name).slice(0, 60)}")`,
      );
    const checked = sliceSchemas.get(name)?.safeParse(value);
    if (checked && !checked.success) {
      const issue = checked.error.issues[0];
      const where = [name, ...(issue?.path ?? []).map(String)].join('.');
      throw new DataFileError(
        path,
        `has the wrong shape (${oneLine(where).slice(0, 120)}: ${oneLine(issue?.message ?? 'invalid')})`,
      );
    }
    checkedSlices[name] = checked ? checked.data : value;
  }
  return checkedSlices;
}

/** The file's mode: only its owner reads it (it holds password hashes and personal data). */
const PRIVATE = 0o600;

/** Writes `text` to `path` durably: a temporary file, fsynced, renamed over `path`, directory fsynced. */
function writeDurably(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', PRIVATE);
  try {
    // The mode of open applies only to a new file, and through the umask: set it exactly.
    fchmodSync(fd, PRIVATE);
    writeAll(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  syncDirectory(path);
}

/** Makes a rename in the file's directory durable (not possible on every platform: then skipped). */
function syncDirectory(path: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dirname(path), 'r');
    fsyncSync(fd);
  } catch {
    // Windows cannot open a directory for fsync; its renames are journaled by NTFS.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The sandbox's persistence to one file: load at start, then `persist()` after each change. */
export interface DataFile {
  /** Whether the file existed and was loaded into the world. */
  readonly loaded: boolean;
  /** A note for the console, when the last change in the file was incomplete and dropped. */
  readonly note: string | null;
  /**
   * Appends the slices that changed since the file last held them, fsynced. When the disk
   * refuses, memory is put back to what the file holds ({@link restore}) and it throws (the caller
   * answers 500): nothing of the change remains anywhere.
   */
  persist(): void;
  /** Puts memory back to what the file holds: the slices it holds as it holds them, no others. */
  restore(): void;
}

/** The JSON of each slice of the world as the file keeps it (less for some: see sliceFileForms). */
const sliceTexts = (world: World) =>
  new Map(
    [...world.slices].map(([name, value]) => {
      const fileForm = sliceFileForms.get(name);
      return [name, JSON.stringify(fileForm ? fileForm(value) : value)] as const;
    }),
  );

/** The JSON of each slice of the world as memory holds it. */
const memoryTexts = (world: World) =>
  new Map([...world.slices].map(([name, value]) => [name, JSON.stringify(value)] as const));

/**
 * Opens the data file at `path` for `world` (a fresh world, before any area seeds its slices):
 * loads what it holds, rewrites it as one snapshot, and returns the hook that persists changes.
 * Throws {@link DataFileError} with a one-line message when the file is damaged.
 */
export function openDataFile(world: World, path: string): DataFile {
  const loaded = existsSync(path);
  let note: string | null = null;
  if (loaded) {
    try {
      // Private at once, before it is read: an older sandbox wrote it world-readable.
      chmodSync(path, PRIVATE);
    } catch {
      // Not the owner: the compaction below replaces it with a private file anyway.
    }
    const { slices, droppedTornTail } = readJournal(path);
    for (const [name, value] of Object.entries(checkedShape(path, slices))) world.slices.set(name, value);
    if (droppedTornTail) {
      note = `SANDBOX_DATA file ${path}: dropped an incomplete last change (the server stopped while writing it, before answering it).`;
    }
  }
  // What the file holds, slice by slice: a request's changes are the slices whose JSON differs.
  let saved = sliceTexts(world);
  // What memory held when the file last took it in: what a failed write puts back.
  let savedMemory = memoryTexts(world);
  const snapshot = (texts: Map<string, string>) =>
    `{"cairn_sandbox":${FORMAT},"snapshot":{${entries(texts)}}}\n`;
  let snapshotBytes = 0;
  const compact = (texts: Map<string, string>) => {
    const whole = snapshot(texts);
    writeDurably(path, whole);
    snapshotBytes = whole.length;
  };
  compact(saved);
  // After a failed append the file may end in part of a line: the next change rewrites it whole.
  let rewrite = false;

  const restore = () => {
    for (const name of [...world.slices.keys()]) if (!savedMemory.has(name)) world.slices.delete(name);
    for (const [name, text] of savedMemory) world.slices.set(name, JSON.parse(text));
  };

  return {
    loaded,
    note,
    persist() {
      const now = sliceTexts(world);
      const changed = new Map([...now].filter(([name, text]) => saved.get(name) !== text));
      if (changed.size === 0) {
        savedMemory = memoryTexts(world);
        return;
      }
      try {
        const size = statSync(path, { throwIfNoEntry: false })?.size;
        // A journal grown well past its snapshot is compacted into a new one instead.
        if (rewrite || size === undefined || size > 4 * snapshotBytes + 1024 * 1024) {
          compact(now);
        } else {
          rewrite = true;
          appendDurably(path, `{"changes":{${entries(changed)}}}\n`);
        }
      } catch (error) {
        restore();
        throw error;
      }
      rewrite = false;
      saved = now;
      savedMemory = memoryTexts(world);
    },
    restore,
  };
}

/** `"name":json,...` of slices' texts. */
const entries = (texts: Map<string, string>) =>
  [...texts].map(([name, text]) => `${JSON.stringify(name)}:${text}`).join(',');

/** Appends `text` to `path` and fsyncs it. */
function appendDurably(path: string, text: string): void {
  const fd = openSync(path, 'a');
  try {
    writeAll(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes all of `text` (a write may take fewer bytes than given). */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
}
