import { MAIN_ID } from '@cairn/app-shell';
import { normalizePath, ONBOARDING_PAGES, ONBOARDING_STEPS, stepOfPage, subStepOfPage } from '@cairn/domain';
import { Card, Inline, OnboardingLayout, Skeleton, Stack, VisuallyHidden } from '@cairn/ui';
import { useLocation } from 'wouter';
import { common } from '../copy';
import { readStoredUserType } from '../session/userType';
import { LegalFooter } from './LegalLinks';

/** A field's label and its input, at the kit's sizes (20 px label line, 40 px control). */
function FieldSkeleton() {
  return (
    <Stack space="8">
      <Skeleton width="30%" height="0.875rem" />
      <Skeleton shape="rect" />
    </Stack>
  );
}

/** The page heading and its one-line description. */
function HeaderSkeleton({ titleWidth = '60%' }: { titleWidth?: string }) {
  return (
    <Stack space="12">
      <Skeleton width={titleWidth} height="2rem" />
      <Skeleton width="90%" height="1rem" />
    </Stack>
  );
}

function Busy() {
  return <VisuallyHidden role="status">{common.loading}</VisuallyHidden>;
}

/**
 * A sign-in card while its chunk or its guard's check loads: heading, `fields` fields and the
 * actions row, in the card's own padding, so nothing moves when the form arrives.
 */
export function CardSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <Card padding="32" space="24">
      <Busy />
      <HeaderSkeleton />
      <Stack space="16">
        {Array.from({ length: fields }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <FieldSkeleton key={index} />
        ))}
      </Stack>
      <Inline align="between">
        <Skeleton width="7rem" height="1rem" />
        <Skeleton shape="rect" width="6rem" />
      </Inline>
    </Card>
  );
}

/**
 * An onboarding page while its chunk or the location check loads: the header and a form. A page
 * whose header is already shown passes `withHeader={false}` while its data loads.
 */
export function PageSkeleton({ fields = 4, withHeader = true }: { fields?: number; withHeader?: boolean }) {
  return (
    <Stack space="32">
      <Busy />
      {withHeader ? <HeaderSkeleton titleWidth="50%" /> : null}
      <Stack space="24">
        {Array.from({ length: fields }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <FieldSkeleton key={index} />
        ))}
      </Stack>
      <Inline align="end">
        <Skeleton shape="rect" width="7rem" />
      </Inline>
    </Stack>
  );
}

/** A message page (legal text, 403, app redirect) while it loads: heading and lines of text. */
export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <Stack space="24">
      <Busy />
      <HeaderSkeleton />
      <Stack space="12">
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} width={index % 3 === 2 ? '70%' : '100%'} height="1rem" />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The onboarding frame while its chunk loads: the kit's layout with the page's step and sub-step
 * (from the account type chosen at self-identification), so the header, the stepper and the
 * column stand where the frame will draw them.
 */
export function OnboardingSkeleton() {
  const [path] = useLocation();
  const page = normalizePath(path);
  const subStep = subStepOfPage(page, { userType: readStoredUserType() ?? 'INDIVIDUAL', tlhFlag: false });
  return (
    <OnboardingLayout
      steps={ONBOARDING_STEPS}
      currentStep={stepOfPage(page)}
      {...(subStep ? { subStep: { index: subStep.index, count: subStep.count } } : {})}
      homeHref={ONBOARDING_PAGES.login}
      footer={<LegalFooter />}
      mainId={MAIN_ID}
    >
      <PageSkeleton />
    </OnboardingLayout>
  );
}
