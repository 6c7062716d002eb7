/** Joins class names, skipping empty ones. The one class-joining helper of the kit: a consumer's `className` goes last. */
export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}
