import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectLandmarks, LegalFooter } from '../../../../.storybook/templateContent';
import { Button, LinkButton } from '../../controls/Button/Button';
import { PasswordField } from '../../controls/PasswordField/PasswordField';
import { TextField } from '../../controls/TextField/TextField';
import { Card } from '../../layout/Card/Card';
import { Inline } from '../../layout/Inline/Inline';
import { PageHeader } from '../../layout/PageHeader/PageHeader';
import { Stack } from '../../layout/Stack/Stack';
import { Heading, Text } from '../../layout/Text/Text';
import { Link } from '../../navigation/Link/Link';
import { PublicLayout, publicLayoutWidths } from './PublicLayout';

const meta = {
  title: 'Primitives/Templates/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/login', footer: <LegalFooter />, children: null },
  argTypes: { width: { control: 'inline-radio', options: publicLayoutWidths } },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in (doc 1 §2.1): the form on a card in the middle of the page. */
export const Login: Story = {
  args: {
    verticalAlign: 'center',
    headerActions: (
      <LinkButton href="/onboarding/self-identification" variant="secondary" size="sm">
        Sign Up
      </LinkButton>
    ),
    children: (
      <Card padding="32">
        <PageHeader title="Log in" description="Welcome back. Sign in to see your portfolio." />
        <Stack space="16">
          <TextField label="Email" type="email" autoComplete="username" />
          <PasswordField label="Password" autoComplete="current-password" />
        </Stack>
        <Inline justify="between">
          <Link href="/forgot-password" variant="standalone">
            Forgot Password
          </Link>
          <Button type="submit">Log In</Button>
        </Inline>
      </Card>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Legal']);
    await expect(canvas.getByRole('link', { name: 'Cairn home' })).toHaveAttribute('href', '/login');
    const main = canvas.getByRole('main');
    const column = main.firstElementChild as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    // Centred: equal room on either side of the column.
    const left = column.getBoundingClientRect().left - main.getBoundingClientRect().left;
    const right = main.getBoundingClientRect().right - column.getBoundingClientRect().right;
    await expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

/** A legal text: a reading width of 720 px. */
export const LegalPage: Story = {
  args: {
    width: 'prose',
    children: (
      <>
        <PageHeader
          size="lg"
          title="Privacy Policy"
          description="How Cairn collects, uses and protects your data."
        />
        <Stack space="16">
          <Heading level={2} size="lg">
            1. Information we collect
          </Heading>
          <Text>
            We collect the information you give us when you open an account: your name, contact details, date
            of birth, address and taxpayer identification number, as US law requires of an investment adviser.
          </Text>
          <Heading level={2} size="lg">
            2. How we use it
          </Heading>
          <Text>
            To verify your identity, to open and run your advisory account with our custodian, and to meet our
            regulatory duties. We never sell your personal information.
          </Text>
        </Stack>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Legal']);
    const column = canvas.getByRole('main').firstElementChild as HTMLElement;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(720);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
};

/** An error or not-found page: short, centred, with the way out. */
export const NotFound: Story = {
  args: {
    verticalAlign: 'center',
    width: 'form',
    children: (
      <Stack space="16" align="start">
        <Heading level={1}>Page Not Found</Heading>
        <Text tone="muted">The page you are looking for does not exist or has moved.</Text>
        <LinkButton href="/dashboard">Go to Dashboard</LinkButton>
      </Stack>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Legal']);
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  },
};
