import { CardHeader, CardRoot, Stack } from '@cairn/ui';
import type { ReactNode } from 'react';
import { sectionHeader } from './account.css';

/**
 * One section of Account: a card named by its title, a one-line description and its quiet button on
 * the title's line (the title and description wrap before the button moves under them).
 */
export function AccountCard({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <CardRoot>
      <CardHeader
        title={title}
        className={sectionHeader}
        {...(description === undefined ? {} : { description })}
        {...(actions === undefined ? {} : { actions })}
      />
      {children === undefined ? null : <Stack space="16">{children}</Stack>}
    </CardRoot>
  );
}
