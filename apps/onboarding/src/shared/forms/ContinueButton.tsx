import { Button, type ButtonProps, Inline } from '@cairn/ui';
import { common } from '../copy';

/** A flow page's way on: 'Continue', the page's one primary action, bottom right (DESIGN.md "Forms"). */
export function ContinueButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <Inline align="end">
      <Button {...props}>{common.continue}</Button>
    </Inline>
  );
}
