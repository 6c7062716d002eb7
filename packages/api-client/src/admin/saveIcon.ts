/**
 * The icon sent when saving an index or model (doc 3 §4): a new image file is sent; an existing
 * icon, which the form holds as its URL string, is sent as `null` (the server keeps it).
 */
export function iconForSave<T>(icon: T | string | null | undefined): Exclude<T, string> | null {
  if (icon === null || icon === undefined || typeof icon === 'string') return null;
  return icon as Exclude<T, string>;
}
