import { readUploadHead, validateIconImage } from '@cairn/domain';
import { userCorrectable } from '../../core/contract';

/**
 * The stored icon of a saved index or model: a new image file becomes a data URL (the sandbox
 * keeps plain JSON and has no file store); no file keeps the current icon (doc 3 §4: an existing
 * icon is sent as null). The file passes the domain's icon rule first, as in the admin console:
 * a JPEG or PNG by type, extension and content, not empty, under 9 MB.
 */
export async function iconFromUpload(
  file: File | null | undefined,
  current: string | null,
): Promise<string | null> {
  if (!file) return current;
  const problem = validateIconImage(file, await readUploadHead(file));
  if (problem) throw userCorrectable(problem);
  return `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
}
