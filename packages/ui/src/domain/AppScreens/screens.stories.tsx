import { ERROR_SCREEN, NOT_FOUND_SCREEN, PAGE_NOT_AVAILABLE_SCREEN } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicLayout } from '../../primitives/templates/PublicLayout/PublicLayout';
import { ErrorScreen, NotFoundScreen, PageNotAvailableScreen } from './screens';

const meta = {
  title: 'Domain/AppScreens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteError: Story = {
  render: () => <ErrorScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Uh oh!Sorry, something went wrong on our end. Our team has been notified...',
    );
    await expect(canvas.getByRole('link', { name: 'Cairn Home' })).toHaveAttribute(
      'href',
      ERROR_SCREEN.homeHref,
    );
    await expect(canvas.getByRole('link', { name: 'Cairn Login' })).toHaveAttribute('href', '/');
  },
};

export const NotFound: Story = {
  render: () => <NotFoundScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: NOT_FOUND_SCREEN.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: NOT_FOUND_SCREEN.actionLabel })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const PageNotAvailable: Story = {
  render: () => <PageNotAvailableScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Available' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: PAGE_NOT_AVAILABLE_SCREEN.actionLabel })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The screens as the content of `PublicLayout`, as the onboarding app and the error boundary show them. */
export const InPublicLayout: Story = {
  render: () => (
    <PublicLayout verticalAlign="center" width="form" homeHref="/login">
      <PageNotAvailableScreen variant="embedded" />
    </PublicLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Available' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: PAGE_NOT_AVAILABLE_SCREEN.actionLabel })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const RouteErrorInPublicLayout: Story = {
  render: () => (
    <PublicLayout verticalAlign="center" width="form" homeHref="/login">
      <ErrorScreen variant="embedded" />
    </PublicLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('alert'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_SCREEN.message);
    // The way on (Cairn Home) is the primary action, last and on the right.
    const home = canvas.getByRole('link', { name: ERROR_SCREEN.homeLabel });
    const login = canvas.getByRole('link', { name: ERROR_SCREEN.loginLabel });
    await expect(home.getBoundingClientRect().left).toBeGreaterThan(login.getBoundingClientRect().right);
  },
};

export const NotFoundInPublicLayout: Story = {
  render: () => (
    <PublicLayout verticalAlign="center" width="form" homeHref="/login">
      <NotFoundScreen variant="embedded" />
    </PublicLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: NOT_FOUND_SCREEN.title })).toBeVisible();
  },
};
