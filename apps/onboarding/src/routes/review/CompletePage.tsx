import { useUserProfile } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { congratulationName, ONBOARDING_PAGES } from '@cairn/domain';
import { Card, Heading, LinkButton, LoadState, PageHeader, Stack, Text } from '@cairn/ui';
import * as styles from './CompletePage.css';
import { completeTexts as texts } from './copy';

/**
 * /onboarding/complete (doc 1 §2.6; only at DASHBOARD): congratulations naming the institution's
 * dba name (else its entity name) for an INSTITUTION_ADMIN, otherwise the person's full name; what
 * happens next: the identity check of up to 5 business days and what is limited until it completes;
 * a button to /dashboard (the customer app, a full page load).
 */
export function CompletePage() {
  const profile = useUserProfile();
  usePageTitle(profile.data ? texts.title(congratulationName(profile.data)) : texts.pageTitle);
  return (
    <LoadState read={profile}>
      {(data) => (
        <Stack space="32">
          <PageHeader title={texts.title(congratulationName(data))} description={texts.lead} />
          <Card padding="32" title={texts.nextTitle} headingLevel={2} space="24">
            <ol className={styles.steps}>
              {texts.next.map((step) => (
                <li key={step.title} className={styles.step}>
                  <Stack space="4">
                    <Heading level={3} size="md">
                      {step.title}
                    </Heading>
                    <Text tone="muted">{step.body}</Text>
                  </Stack>
                </li>
              ))}
            </ol>
          </Card>
          <div>
            <LinkButton href={ONBOARDING_PAGES.dashboard}>{texts.dashboard}</LinkButton>
          </div>
        </Stack>
      )}
    </LoadState>
  );
}
