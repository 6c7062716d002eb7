import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { expectLandmarks, LegalFooter } from '../../../../.storybook/templateContent';
import { Button, LinkButton } from '../../controls/Button/Button';
import { Checkbox } from '../../controls/Checkbox/Checkbox';
import { TextField } from '../../controls/TextField/TextField';
import { Column, Columns } from '../../layout/Columns/Columns';
import { DescriptionList } from '../../layout/DescriptionList/DescriptionList';
import { BackLink, PageHeader } from '../../layout/PageHeader/PageHeader';
import { Stack } from '../../layout/Stack/Stack';
import { OnboardingActions, OnboardingLayout, type OnboardingLayoutProps } from './OnboardingLayout';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const onboardingShellMessages = {
  restartApplication: 'Restart Application',
  returnToReview: 'Return to Onboarding Review',
};

const shellLinks = (
  <>
    <LinkButton href="/onboarding/review" variant="secondary" size="sm">
      {onboardingShellMessages.returnToReview}
    </LinkButton>
    <Button variant="ghost" size="sm">
      {onboardingShellMessages.restartApplication}
    </Button>
  </>
);

function PersonalInformationForm({ control }: { control?: ReactNode }) {
  return (
    <>
      <PageHeader
        size="lg"
        title="Personal information"
        description="US law requires us to verify who you are before we open an investment account."
      />
      <Stack space="24">
        <TextField label="Date of birth" description="MM/DD/YYYY" autoComplete="bday" />
        <TextField label="Address line 1" autoComplete="address-line1" />
        <TextField label="Address line 2 (optional)" autoComplete="address-line2" />
        <Columns space="16">
          <Column width="1/2">
            <TextField label="City" autoComplete="address-level2" />
          </Column>
          <Column width="1/4">
            <TextField label="State" autoComplete="address-level1" />
          </Column>
          <Column width="1/4">
            <TextField label="Zip" autoComplete="postal-code" />
          </Column>
        </Columns>
        <TextField
          label="Social Security number"
          description="Encrypted, and used only to verify your identity."
        />
      </Stack>
      <OnboardingActions>
        <Button type="submit">Continue</Button>
      </OnboardingActions>
      {control}
    </>
  );
}

/**
 * The shell as a page sees it, with a story control that shows or hides the shell's links and
 * the back link, to show that neither moves the stepper, the page's heading nor its primary action.
 */
function WithShellLinks(props: Omit<OnboardingLayoutProps, 'children' | 'headerActions' | 'back'>) {
  const [shown, setShown] = useState(true);
  return (
    <OnboardingLayout
      {...props}
      headerActions={shown ? shellLinks : null}
      back={shown ? <BackLink label="Back" href="/onboarding/custodian-agreement" /> : null}
    >
      <PersonalInformationForm
        control={
          <Checkbox isSelected={shown} onChange={setShown}>
            Story control: show the shell's header links and the back link
          </Checkbox>
        }
      />
    </OnboardingLayout>
  );
}

/** The footer row holding an action. */
const canvasElementRow = (element: HTMLElement) => element.closest('[data-onboarding-actions]');

/** The header's height on desktop, with or without the stepper and its sub-step line. */
const HEADER_PX = 113;
/** The header before the steps: the public pages' brand bar (`HEADER_HEIGHT`, 3.5rem). */
const BRAND_BAR_PX = 56;

const meta = {
  title: 'Primitives/Templates/OnboardingLayout',
  component: OnboardingLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    steps: ['Profile', 'Account', 'Portfolio', 'Confirm'],
    homeHref: '/login',
    footer: <LegalFooter />,
    children: null,
  },
} satisfies Meta<typeof OnboardingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Personal information (doc 1 §2.6): a 560 px form column under the stepper. */
export const PersonalInformation: Story = {
  args: { currentStep: 'Account', subStep: { index: 3, count: 6 } },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <WithShellLinks {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Onboarding progress', 'Legal']);
    const banner = canvas.getByRole('banner');
    // The header's one height on desktop (113 px), whatever the stepper shows (see the other stories).
    if (window.innerWidth >= 1024) await expect(banner.getBoundingClientRect().height).toBe(HEADER_PX);
    const stepper = canvas.getByRole('navigation', { name: 'Onboarding progress' });
    await expect(banner).toContainElement(stepper);
    await expect(stepper).toHaveTextContent('Step 3 of 6 in Account');
    await expect(
      canvas.getAllByRole('listitem').find((item) => item.hasAttribute('aria-current')),
    ).toHaveTextContent('Account');
    const column = canvas.getByRole('main').firstElementChild as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(560);

    const place = () => {
      const box = stepper.getBoundingClientRect();
      const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
      return { left: box.left, top: box.top, width: box.width, headingTop: heading.top };
    };
    const withLinks = place();
    await expect(canvas.getByRole('link', { name: onboardingShellMessages.returnToReview })).toBeVisible();
    // One footer row: Back at the column's left edge, Continue at its right edge, on one line.
    const columnBox = column.getBoundingClientRect();
    const backBox = canvas.getByRole('link', { name: 'Back' }).getBoundingClientRect();
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    const continueBox = continueButton.getBoundingClientRect();
    await expect(backBox.left).toBe(columnBox.left);
    await expect(continueBox.right).toBe(columnBox.right);
    await expect(
      Math.abs(backBox.top + backBox.height / 2 - (continueBox.top + continueBox.height / 2)),
    ).toBeLessThan(1);
    const continuePlace = { right: continueBox.right, top: continueBox.top };
    await userEvent.click(canvas.getByRole('checkbox', { name: /show the shell's header links/ }));
    await expect(
      canvas.queryByRole('button', { name: onboardingShellMessages.restartApplication }),
    ).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Back' })).toBeNull();
    // The stepper's left edge (and the rest of its box), the heading and Continue stay where they were.
    await expect(place()).toEqual(withLinks);
    const after = continueButton.getBoundingClientRect();
    await expect({ right: after.right, top: after.top }).toEqual(continuePlace);
  },
};

/**
 * Below the desktop width (1024 px) the brand, the stepper and the links take a row each, in that
 * order: the stepper still moves with nothing the header holds.
 */
export const PersonalInformationOnTablet: Story = {
  ...PersonalInformation,
  globals: { viewport: { value: 'tablet' } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThan(1024);
    const stepper = context.canvas.getByRole('navigation', { name: 'Onboarding progress' });
    const brand = context.canvas.getByRole('link', { name: 'Cairn home' });
    await expect(stepper.getBoundingClientRect().top).toBeGreaterThan(brand.getBoundingClientRect().bottom);
    await PersonalInformation.play?.(context);
  },
};

/**
 * The review (doc 1 §2.6) in the same 560 px column as every step, groups with their Edit action;
 * the disabled primary action says why on its row.
 */
export const Review: Story = {
  args: {
    currentStep: 'Confirm',
    subStep: { index: 1, count: 2 },
    back: <BackLink label="Back" href="/onboarding/advisory-fees" />,
    headerActions: (
      <Button variant="ghost" size="sm">
        {onboardingShellMessages.restartApplication}
      </Button>
    ),
    children: (
      <>
        <PageHeader
          size="lg"
          title="Review your application"
          description="Check each section, then confirm."
        />
        <Stack space="32">
          <DescriptionList
            title="Contact details"
            action={
              <Button variant="secondary" size="sm">
                Edit
              </Button>
            }
            items={[
              { term: 'Name', value: 'Jane Q. Investor' },
              { term: 'Email', value: 'jane@example.com' },
              { term: 'Mobile', value: '+1 (555) 010-0199' },
            ]}
          />
          <DescriptionList
            title="Advisory fees"
            items={[
              { term: 'Platform fee', value: '0.25%', numeric: true },
              { term: 'Investment fee (Smart Beta)', value: '0.50%', numeric: true },
            ]}
          />
        </Stack>
        <OnboardingActions reason="Read the whole agreement to confirm.">
          <Button isDisabled>Confirm and Submit</Button>
        </OnboardingActions>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Onboarding progress', 'Legal']);
    const column = canvas.getByRole('main').firstElementChild as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(560);
    const row = canvasElementRow(canvas.getByRole('button', { name: 'Confirm and Submit' }));
    const why = canvas.getByText('Read the whole agreement to confirm.');
    await expect(row).toContainElement(why);
    // One row: Back and the primary action centred on the same line.
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    };
    const primary = canvas.getByRole('button', { name: 'Confirm and Submit' });
    // The reason stands above the row, ending on the action's right edge.
    await expect(why.getBoundingClientRect().bottom).toBeLessThanOrEqual(primary.getBoundingClientRect().top);
    await expect(Math.round(why.getBoundingClientRect().right)).toBe(
      Math.round(primary.getBoundingClientRect().right),
    );
    await expect(centre(canvas.getByRole('link', { name: 'Back' }))).toBe(centre(primary));
    await expect(canvas.getByRole('navigation', { name: 'Onboarding progress' })).toHaveTextContent(
      'Step 1 of 2 in Confirm',
    );
  },
};

/**
 * A questionnaire's page: the stepper's line says only the flow's sub-step; the questionnaire's
 * pages are its own bar (`QuestionnaireStep`), so each counter counts one thing.
 */
export const QuestionnairePage: Story = {
  args: {
    currentStep: 'Portfolio',
    subStep: { index: 1, count: 4 },
    back: <BackLink label="Back" onPress={() => {}} />,
    children: (
      <>
        <PageHeader
          size="lg"
          title="Investor Profile"
          description="Your answers shape the investment style we recommend."
        />
        <OnboardingActions>
          <Button>Continue</Button>
        </OnboardingActions>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const stepper = canvas.getByRole('navigation', { name: 'Onboarding progress' });
    await expect(stepper).toHaveTextContent(/Step 1 of 4 in Portfolio$/);
    const row = canvasElementRow(canvas.getByRole('button', { name: 'Continue' }));
    await expect(row).toContainElement(canvas.getByRole('link', { name: 'Back' }));
  },
};

/** The completion page: the flow is done, so the stepper shows all four steps complete. */
export const Complete: Story = {
  args: {
    currentStep: 'Confirm',
    isFlowComplete: true,
    children: <PageHeader size="lg" title="Congratulations, Jane Q. Investor!" />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // No sub-step line on the completion page, and the header keeps its height.
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(HEADER_PX);
    const stepper = canvas.getByRole('navigation', { name: 'Onboarding progress' });
    const steps = within(stepper).getAllByRole('listitem');
    await expect(steps.filter((step) => step.dataset.state === 'complete')).toHaveLength(4);
    await expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(0);
  },
};

/** Self-identification comes before the steps: no stepper, the public pages' 56 px brand bar. */
export const BeforeTheSteps: Story = {
  args: {
    currentStep: null,
    children: (
      <PageHeader
        size="lg"
        title="How will you invest?"
        description="Choose the kind of account you are opening. It takes about 10 minutes."
      />
    ),
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Onboarding progress' })).toBeNull();
    // No stepper at all: the header is the public pages' 56 px brand bar (as on /login), not an
    // empty stepper band (issue 30, session 10).
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(BRAND_BAR_PX);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
