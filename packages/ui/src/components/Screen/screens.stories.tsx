import { ERROR_SCREEN, NOT_FOUND_SCREEN, PAGE_NOT_AVAILABLE_SCREEN } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorScreen, NotFoundScreen, PageNotAvailableScreen } from './screens';

const meta = {
  title: 'Screens/App screens',
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
