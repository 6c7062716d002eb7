export { type ErrorReporter, consoleErrorReporter, getErrorReporter, setErrorReporter } from './errorReporter';
export { swrDefaults } from './swr';
