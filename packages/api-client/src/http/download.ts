import type { Download } from './call';

/**
 * Saves a downloaded file (a blob call's `Download`) the way a link with `download` does: the
 * browser's download, under the server's file name (Content-Disposition, else the call's default
 * name). The object URL is released once the click is handled.
 */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
