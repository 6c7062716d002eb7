import { createHash } from 'node:crypto';
import { readUploadHead, validateIconFile, validateIconImage } from '@cairn/domain';
import { userCorrectable } from '../../core/contract';
import { defineSlice, type World } from '../../core/world';

/**
 * Icons of indices and models (issue 28): an uploaded icon passes the domain's icon rule (a JPEG
 * or PNG by type, extension and content, smaller than 256 KB, at most 512 x 512 pixels), is
 * stored once by the hash of its bytes, and is served from its own URL with a long cache
 * (`/__sandbox/icons/<sha256>.<ext>`, immutable): list answers carry that short URL, never the
 * image. No file keeps the current icon (doc 3 §4: an existing icon is sent as null).
 */

/** Where icons are served (under the gateway's /__sandbox). */
export const ICONS_ROUTE = '/icons';

interface StoredIcon {
  type: 'image/png' | 'image/jpeg';
  /** The bytes, base64 (the sandbox keeps plain JSON). */
  data: string;
}

/** Icons by file name (`<sha256>.<ext>`). */
export const iconsSlice = defineSlice('admin.icons', () => ({ byFile: {} as Record<string, StoredIcon> }));

/** The stored icon for a file name, if any. */
export function storedIcon(world: World, file: string): StoredIcon | undefined {
  const icons = iconsSlice(world).byFile;
  return Object.hasOwn(icons, file) ? icons[file] : undefined;
}

/** The icon of a saved index or model: the URL of the uploaded file, or the current one. */
export async function iconFromUpload(
  world: World,
  file: File | null | undefined,
  current: string | null,
): Promise<string | null> {
  if (!file) return current;
  // The size first, before the bytes are read (the form may carry up to 9 MB).
  const early = validateIconImage(file, await readUploadHead(file));
  if (early) throw userCorrectable(early);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = validateIconFile(file, bytes);
  if (problem) throw userCorrectable(problem);
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  const icons = iconsSlice(world).byFile;
  if (!Object.hasOwn(icons, name)) icons[name] = { type, data: Buffer.from(bytes).toString('base64') };
  return `/__sandbox${ICONS_ROUTE}/${name}`;
}
