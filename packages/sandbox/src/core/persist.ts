import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { World } from './world';

/**
 * SANDBOX_DATA: the world's slices saved as one JSON file, so state survives a restart. Writes go
 * to a temporary file renamed over the old one, so a crash mid-write never leaves half a file.
 */

/** Loads saved slices into a fresh world (before any area seeds its own). A missing file is fine. */
export function loadWorld(world: World, path: string): boolean {
  if (!existsSync(path)) return false;
  const saved = JSON.parse(readFileSync(path, 'utf8')) as {
    version: number;
    slices: Record<string, unknown>;
  };
  if (saved.version !== 1) throw new Error(`${path}: unknown sandbox data version ${String(saved.version)}`);
  for (const [name, value] of Object.entries(saved.slices)) world.slices.set(name, value);
  return true;
}

/** Writes the world's slices to `path` atomically. */
export function saveWorld(world: World, path: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version: 1, slices: Object.fromEntries(world.slices) }));
  renameSync(temporary, path);
}

/** Saves after changes, at most once per `delayMs`: call `changed()` after each mutating request. */
export function autosave(world: World, path: string, delayMs = 250): { changed(): void; flush(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    saveWorld(world, path);
  };
  return {
    changed() {
      if (!timer) timer = setTimeout(flush, delayMs);
    },
    flush,
  };
}
