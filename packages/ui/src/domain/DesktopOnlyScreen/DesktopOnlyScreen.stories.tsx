import { DEFAULT_MARKETING_SITE_URL, DESKTOP_ONLY_SCREEN } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicLayout } from '../../primitives/templates/PublicLayout/PublicLayout';
import { DesktopOnlyScreen } from './DesktopOnlyScreen';

const meta = {
  title: 'Domain/DesktopOnlyScreen',
  component: DesktopOnlyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesktopOnlyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cairn is available on desktop only' }),
    ).toBeVisible();
    await expect(canvas.getByText(DESKTOP_ONLY_SCREEN.message)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Cairn homepage' })).toHaveAttribute(
      'href',
      DEFAULT_MARKETING_SITE_URL,
    );
  },
};

export const CustomMarketingUrl: Story = {
  args: { marketingUrl: 'https://www.example.org/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: DESKTOP_ONLY_SCREEN.actionLabel })).toHaveAttribute(
      'href',
      'https://www.example.org/',
    );
  },
};

/** As / shows it on a phone: the content of `PublicLayout`, with the brand above it. */
export const InPublicLayout: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <PublicLayout verticalAlign="center" width="form" homeHref="/">
      <DesktopOnlyScreen {...args} variant="embedded" />
    </PublicLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: DESKTOP_ONLY_SCREEN.actionLabel })).toBeVisible();
  },
};
