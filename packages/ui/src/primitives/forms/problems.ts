/** One problem of a form: the field (or list) it belongs to and the schema's message. */
export interface FormProblem {
  /** The value's path, e.g. `primary.0.name`; a list's own error is at the list (`primary`). */
  readonly name: string;
  readonly message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// A react-hook-form error carries its field's element (or proxy) as `ref`, and every message of a
// field as `types`: neither holds further problems.
const NOT_PROBLEMS = new Set(['ref', 'types', 'message', 'type']);

/**
 * Every problem in react-hook-form's `errors` (nested objects and field arrays), in the order the
 * object holds them. A field array's own error (`errors.primary.root`) is named after the array.
 */
export function problemsOf(errors: unknown, prefix = ''): FormProblem[] {
  if (!isRecord(errors)) return [];
  const found: FormProblem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (NOT_PROBLEMS.has(key) || !isRecord(value)) continue;
    const name = key === 'root' ? prefix : prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value.message === 'string' && value.message !== '')
      found.push({ name, message: value.message });
    found.push(...problemsOf(value, name));
  }
  return found;
}

/** A field's message: its own, else the first of its parts (a date of birth's year...). */
export function messageOf(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.message === 'string' && error.message !== '') return error.message;
  return problemsOf(error)[0]?.message;
}
