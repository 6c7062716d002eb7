/**
 * "Only changed fields are sent" (doc 2 §5 for PATCH /user/profile, doc 1 §7 for PUT
 * /account/application), and "Save enabled only when valid and changed" (doc 2 §5).
 */

// An absent value, null and the empty text all mean "nothing entered": a form shows '' for a null
// the server sent, and that must not count as a change.
function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return Object.is(a, b);
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of `edited` whose value differs from `saved`, compared deeply (lists such as
 * beneficiaries, nested objects). `undefined`, `null` and '' are the same "empty" value. `saved` is
 * typed loosely because the server's values (null for nothing) need not match the form's types.
 */
export function changedFields<T extends Readonly<Record<string, unknown>>>(
  saved: Readonly<Record<string, unknown>> | null | undefined,
  edited: T,
): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T & string)[]) {
    if (!sameValue(saved?.[key], edited[key])) changed[key] = edited[key];
  }
  return changed;
}

/** Whether Save is enabled: the form is valid and at least one field changed (doc 2 §5). */
export function canSave(valid: boolean, changed: Readonly<Record<string, unknown>>): boolean {
  return valid && Object.keys(changed).length > 0;
}
