import { Button, Spinner } from '@cairn/ui';
import * as layout from '../layout.css';
import { common } from '../texts';

/** Shown while a page's data or the guard's check is on its way. */
export function Loading({ label = common.loading }: { label?: string }) {
  return (
    <div className={layout.centered}>
      <Spinner label={label} showLabel />
    </div>
  );
}

/** Shown when a page could not load (the generic toast has already said why). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={layout.centered}>
      <p className={layout.text} role="alert">
        {common.loadFailed}
      </p>
      <Button variant="secondary" onPress={onRetry}>
        {common.retry}
      </Button>
    </div>
  );
}
