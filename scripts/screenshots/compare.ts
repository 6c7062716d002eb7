/**
 * Compares two folders of screenshots (issue 26's before/after): for every PNG present in both, the
 * number of differing pixels (RGB distance over 30) and the box they lie in, or the sizes when they
 * differ. `node --import tsx scripts/screenshots/compare.ts <before> <after> [diff-folder]`; with a
 * diff folder, each differing pair also gets a picture there: before and after side by side, each as
 * taken, and a red bar at the right edge beside each row of pixels that differs (red over the after
 * picture hid what changed: most differences are content moved down by a taller control).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PNG } from 'pngjs';

const [before, after, diffFolder] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare.ts <before> <after> [diff-folder]');

const pngs = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return pngs(path);
    return entry.endsWith('.png') ? [path] : [];
  });

const beforeFiles = new Set(pngs(before).map((path) => relative(before, path)));
const afterFiles = pngs(after).map((path) => relative(after, path));
const GAP = 16;
const BAR = 12;

/** Before | after on grey, each as taken, and a red bar at the right beside each differing row. */
function sideBySide(a: PNG, b: PNG, rows: ReadonlySet<number>): PNG {
  const out = new PNG({ width: a.width + GAP + b.width + BAR, height: Math.max(a.height, b.height) });
  for (let i = 0; i < out.data.length; i += 4) out.data.set([128, 128, 128, 255], i);
  const place = (image: PNG, left: number) => {
    for (let y = 0; y < image.height; y += 1) {
      const from = y * image.width * 4;
      out.data.set(image.data.subarray(from, from + image.width * 4), (y * out.width + left) * 4);
    }
  };
  place(a, 0);
  place(b, a.width + GAP);
  for (const y of rows)
    for (let x = out.width - BAR; x < out.width; x += 1)
      out.data.set([255, 0, 0, 255], (y * out.width + x) * 4);
  return out;
}

let same = 0;
for (const name of afterFiles.sort()) {
  if (!beforeFiles.has(name)) {
    console.log(`${name}: new (no picture before)`);
    continue;
  }
  const a = PNG.sync.read(readFileSync(join(before, name)));
  const b = PNG.sync.read(readFileSync(join(after, name)));
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let count = 0;
  const rows = new Set<number>();
  let box = { left: width, top: height, right: -1, bottom: -1 };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * a.width + x) * 4;
      const j = (y * b.width + x) * 4;
      const distance = Math.hypot(
        (a.data[i] ?? 0) - (b.data[j] ?? 0),
        (a.data[i + 1] ?? 0) - (b.data[j + 1] ?? 0),
        (a.data[i + 2] ?? 0) - (b.data[j + 2] ?? 0),
      );
      if (distance > 30) {
        count += 1;
        rows.add(y);
        box = {
          left: Math.min(box.left, x),
          top: Math.min(box.top, y),
          right: Math.max(box.right, x),
          bottom: Math.max(box.bottom, y),
        };
      }
    }
  }
  const sized = a.width !== b.width || a.height !== b.height;
  for (let y = height; y < Math.max(a.height, b.height); y += 1) rows.add(y);
  if (count === 0 && !sized) {
    same += 1;
    continue;
  }
  const where = count > 0 ? ` in x ${box.left}-${box.right}, y ${box.top}-${box.bottom}` : '';
  const size = sized ? `; size ${a.width}×${a.height} → ${b.width}×${b.height}` : '';
  console.log(`${name}: ${count} px differ${where}${size}`);
  if (diffFolder && (count > 0 || sized)) {
    const out = join(diffFolder, name);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, PNG.sync.write(sideBySide(a, b, rows)));
  }
}
for (const name of beforeFiles)
  if (!afterFiles.includes(name)) console.log(`${name}: gone (no picture after)`);
console.log(`${same} of ${afterFiles.length} pictures the same`);
