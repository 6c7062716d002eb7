import { Button, type ButtonProps, OnboardingActions } from '@cairn/ui';
import type { ReactNode } from 'react';
import { common } from '../copy';

/**
 * An onboarding page's one footer row (DESIGN.md "Forms", the kit's `OnboardingActions`): the
 * shell's Back at the left, the page's primary action at the right, on every page; `reason` says
 * in one line above the row why the primary action is disabled.
 */
export function StepActions({ children, reason }: { children?: ReactNode; reason?: string | undefined }) {
  return <OnboardingActions {...(reason ? { reason } : {})}>{children}</OnboardingActions>;
}

/**
 * A flow page's way on: 'Continue', the page's one primary action, bottom right, Back bottom left;
 * while disabled, its `disabledReason` shows above the row.
 */
export function ContinueButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <StepActions {...(props.isDisabled ? { reason: props.disabledReason } : {})}>
      <Button {...props}>{common.continue}</Button>
    </StepActions>
  );
}
