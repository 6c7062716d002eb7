import type { ControllerFieldState } from 'react-hook-form';

/**
 * The kit field props of a react-hook-form field's state: invalid (aria validation, so the browser's
 * own bubbles never show) and the domain's message.
 */
export function fieldErrorProps(fieldState: ControllerFieldState) {
  return {
    isInvalid: fieldState.invalid,
    validationBehavior: 'aria' as const,
    ...(fieldState.error?.message === undefined ? {} : { errorMessage: fieldState.error.message }),
  };
}
