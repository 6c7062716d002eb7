import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleErrorReporter, getErrorReporter, setErrorReporter } from './errorReporter';

afterEach(() => setErrorReporter(consoleErrorReporter));

describe('the pluggable error reporter', () => {
  it('defaults to the console', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    getErrorReporter().captureException(error, { route: '/dashboard' });
    expect(spy).toHaveBeenCalledWith('[cairn]', error, { route: '/dashboard' });
    getErrorReporter().captureException(error);
    expect(spy).toHaveBeenLastCalledWith('[cairn]', error, {});
    spy.mockRestore();
  });

  it('sends errors to the installed vendor instead', () => {
    const captured: unknown[] = [];
    setErrorReporter({ captureException: (error) => captured.push(error) });
    getErrorReporter().captureException('oops');
    expect(captured).toEqual(['oops']);
  });
});
