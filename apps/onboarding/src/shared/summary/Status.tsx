import { Badge } from '@cairn/ui';
import { Minus } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A status in an onboarding summary ('Uploaded', 'On', 'Reviewed'): success with its icon when
 * done, else neutral with a dash (the console's yes/no), both 20 px high.
 */
export function Status({ done, children }: { done: boolean; children: ReactNode }) {
  return done ? (
    <Badge tone="success">{children}</Badge>
  ) : (
    <Badge tone="neutral" icon={Minus}>
      {children}
    </Badge>
  );
}
