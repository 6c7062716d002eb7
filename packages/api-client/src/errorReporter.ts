/**
 * The error-reporting service, pluggable (spec README decision): a deployment installs its vendor
 * with {@link setErrorReporter}; by default errors go to the console.
 */
export interface ErrorReporter {
  /** Report an error with optional context (never secrets: no SSN, tax id or password). */
  captureException(error: unknown, context?: Record<string, unknown>): void;
}

/** The default reporter: the browser console. */
export const consoleErrorReporter: ErrorReporter = {
  captureException(error, context) {
    console.error('[cairn]', error, context ?? {});
  },
};

let current: ErrorReporter = consoleErrorReporter;

/** Installs the error reporter used by the apps and the API client. */
export function setErrorReporter(reporter: ErrorReporter): void {
  current = reporter;
}

/** The installed error reporter. */
export function getErrorReporter(): ErrorReporter {
  return current;
}
