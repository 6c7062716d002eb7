import { DEFAULT_SUPPORT_EMAIL } from '@cairn/domain';
import { Card, LinkButton, Stack, Text } from '@cairn/ui';
import { accountDeactivatedTexts, supportMailtoHref } from './copy';

/**
 * The dashboard of a user whose status is not ACTIVE (doc 2 §2): what is still reachable, the
 * support mail link and the sign-off.
 */
export function AccountDeactivated() {
  return (
    <Card title={accountDeactivatedTexts.title} headingLevel={2}>
      <Stack space="16">
        <Text>{accountDeactivatedTexts.body}</Text>
        <Text>{accountDeactivatedTexts.support}</Text>
        <div>
          <LinkButton variant="secondary" href={supportMailtoHref(DEFAULT_SUPPORT_EMAIL)}>
            {accountDeactivatedTexts.contactSupport}
          </LinkButton>
        </div>
        <Text tone="muted">{accountDeactivatedTexts.signOff}</Text>
      </Stack>
    </Card>
  );
}
