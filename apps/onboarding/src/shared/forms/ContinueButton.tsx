import { Button, type ButtonProps, OnboardingActions } from '@cairn/ui';
import type { ReactNode } from 'react';
import { common } from '../copy';

/**
 * An onboarding page's one footer row (DESIGN.md "Forms", the kit's `OnboardingActions`): the
 * shell's Back at the left, the page's primary action at the right, on every page.
 */
export function StepActions({ children }: { children?: ReactNode }) {
  return <OnboardingActions>{children}</OnboardingActions>;
}

/** A flow page's way on: 'Continue', the page's one primary action, bottom right, Back bottom left. */
export function ContinueButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <StepActions>
      <Button {...props}>{common.continue}</Button>
    </StepActions>
  );
}
