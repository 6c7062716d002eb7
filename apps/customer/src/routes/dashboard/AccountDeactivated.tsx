import { DEFAULT_SUPPORT_EMAIL } from '@cairn/domain';
import { Card, EmptyState, LinkButton, Stack, Text } from '@cairn/ui';
import { UserRoundX } from 'lucide-react';
import { accountDeactivatedTexts, supportMailtoHref } from './copy';
import * as css from './dashboard.css';

/**
 * The dashboard of a user whose status is not ACTIVE (doc 2 §2): a state panel (issue 30 "States")
 * that says what happened (the account is deactivated, what is still reachable), what to do
 * (contact customer support, the panel's one action) and the sign-off.
 */
export function AccountDeactivated() {
  return (
    <Card>
      <EmptyState
        icon={UserRoundX}
        title={accountDeactivatedTexts.title}
        headingLevel={2}
        action={
          <Stack space="16" align="center">
            <Text tone="muted" className={css.deactivatedSupport}>
              {accountDeactivatedTexts.support}
            </Text>
            <LinkButton variant="secondary" href={supportMailtoHref(DEFAULT_SUPPORT_EMAIL)}>
              {accountDeactivatedTexts.contactSupport}
            </LinkButton>
            <Text size="sm" tone="muted">
              {accountDeactivatedTexts.signOff}
            </Text>
          </Stack>
        }
      >
        {accountDeactivatedTexts.body}
      </EmptyState>
    </Card>
  );
}
