import { type Application, useApplication, useUserProfile } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { congratulationName, INSTITUTION_ADMIN_ROLE, ONBOARDING_PAGES } from '@cairn/domain';
import {
  Card,
  DescriptionList,
  Heading,
  Icon,
  LinkButton,
  LoadState,
  PageHeader,
  Stack,
  Text,
} from '@cairn/ui';
import { PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { investmentStyles } from '../../shared/copy';
import { StepActions } from '../../shared/forms/ContinueButton';
import { Status } from '../../shared/summary/Status';
import { summary } from '../../shared/summary/summary.css';
import * as styles from './CompletePage.css';
import { completeTexts as texts } from './copy';

/** What the account was opened with: its type, its investment style, tax-loss harvesting. */
function Summary({ application }: { application: Application }) {
  const product = application.recommended_product;
  return (
    <Card padding="24">
      <DescriptionList
        title={texts.summaryTitle}
        className={summary}
        items={[
          { term: texts.accountType, value: texts.accountTypes[application.account_type] },
          ...(product ? [{ term: texts.style, value: investmentStyles[product].name }] : []),
          ...(application.tlh_enabled === null
            ? []
            : [
                {
                  term: texts.tlh,
                  value: (
                    <Status done={application.tlh_enabled}>
                      {application.tlh_enabled ? texts.on : texts.off}
                    </Status>
                  ),
                },
              ]),
        ]}
      />
    </Card>
  );
}

/**
 * /onboarding/complete (doc 1 §2.6; only at DASHBOARD): a celebration mark beside the congratulations
 * naming the institution's dba name (else its entity name) for an INSTITUTION_ADMIN, otherwise the
 * person's full name; what happens next as a short timeline: the identity check of up to 5
 * business days, what is limited until it completes, then investing; a summary of the account's
 * choices (type, style, tax-loss harvesting); the button to /dashboard (the
 * customer app, a full page load) where every onboarding page has its primary action.
 */
export function CompletePage() {
  const profile = useUserProfile();
  const application = useApplication({ include_recommended_product: true });
  const nextId = useId();
  usePageTitle(profile.data ? texts.title(congratulationName(profile.data)) : texts.pageTitle);
  return (
    <LoadState read={profile}>
      {(data) => (
        <Stack space="32">
          <Stack space="16" className={styles.header}>
            <span className={styles.mark} data-celebration="">
              <Icon icon={PartyPopper} size="lg" />
            </span>
            <PageHeader size="lg" title={texts.title(congratulationName(data))} description={texts.lead} />
          </Stack>
          <section aria-labelledby={nextId} className={styles.next}>
            <Heading level={2} size="lg" id={nextId}>
              {texts.nextTitle}
            </Heading>
            <ol className={styles.steps}>
              {(data.roles.includes(INSTITUTION_ADMIN_ROLE)
                ? [texts.institutionVerification, ...texts.next.slice(1)]
                : texts.next
              ).map((step) => (
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
          <LoadState read={application} loading={null}>
            {(details) => <Summary application={details} />}
          </LoadState>
          <StepActions>
            <LinkButton href={ONBOARDING_PAGES.dashboard}>{texts.dashboard}</LinkButton>
          </StepActions>
        </Stack>
      )}
    </LoadState>
  );
}
