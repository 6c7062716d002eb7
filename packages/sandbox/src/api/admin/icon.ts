import { validateUpload } from '@cairn/domain';
import { userCorrectable } from '../../core/contract';

/** The media types an index or model icon may have. */
const ICON_MEDIA_TYPES = ['image/png', 'image/jpeg'];
/** The message for an icon of another type (the spec gives none: the project's wording). */
export const ICON_TYPE_MESSAGE = 'Icon image must be a JPEG or PNG file';

/**
 * The stored icon of a saved index or model: a new image file becomes a data URL (the sandbox
 * keeps plain JSON and has no file store); no file keeps the current icon (doc 3 §4: an existing
 * icon is sent as null).
 */
export async function iconFromUpload(
  file: File | null | undefined,
  current: string | null,
): Promise<string | null> {
  if (!file) return current;
  if (!ICON_MEDIA_TYPES.includes(file.type)) throw userCorrectable(ICON_TYPE_MESSAGE);
  const problem = validateUpload(file);
  if (problem) throw userCorrectable(problem);
  return `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
}
