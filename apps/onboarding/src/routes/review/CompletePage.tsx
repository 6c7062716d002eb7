import { useUserProfile } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { congratulationName, ONBOARDING_PAGES } from '@cairn/domain';
import { Heading, Icon, LinkButton, LoadState, PageHeader, Stack, Text } from '@cairn/ui';
import { PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { StepActions } from '../../shared/forms/ContinueButton';
import * as styles from './CompletePage.css';
import { completeTexts as texts } from './copy';

/**
 * /onboarding/complete (doc 1 §2.6; only at DASHBOARD): a celebration mark beside the congratulations
 * naming the institution's dba name (else its entity name) for an INSTITUTION_ADMIN, otherwise the
 * person's full name; what happens next as a short timeline: the identity check of up to 5
 * business days, what is limited until it completes, then investing; the button to /dashboard (the
 * customer app, a full page load) where every onboarding page has its primary action.
 */
export function CompletePage() {
  const profile = useUserProfile();
  const nextId = useId();
  usePageTitle(profile.data ? texts.title(congratulationName(profile.data)) : texts.pageTitle);
  return (
    <LoadState read={profile}>
      {(data) => (
        <Stack space="32">
          <div className={styles.header}>
            <PageHeader size="lg" title={texts.title(congratulationName(data))} description={texts.lead} />
            <span className={styles.mark} data-celebration="">
              <Icon icon={PartyPopper} size="lg" />
            </span>
          </div>
          <section aria-labelledby={nextId} className={styles.next}>
            <Heading level={2} size="lg" id={nextId}>
              {texts.nextTitle}
            </Heading>
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
          </section>
          <StepActions>
            <LinkButton href={ONBOARDING_PAGES.dashboard}>{texts.dashboard}</LinkButton>
          </StepActions>
        </Stack>
      )}
    </LoadState>
  );
}
