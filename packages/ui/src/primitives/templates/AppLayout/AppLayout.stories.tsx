import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  Boxes,
  ChartLine,
  ChartPie,
  CircleUser,
  Hourglass,
  KeyRound,
  Layers,
  LayoutDashboard,
  ListChecks,
  Settings,
  SquarePlus,
  Store,
} from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { expectLandmarks, LegalFooter } from '../../../../.storybook/templateContent';
import { Button, LinkButton } from '../../controls/Button/Button';
import { Switch } from '../../controls/Switch/Switch';
import { Table } from '../../data/Table/Table';
import { Skeleton } from '../../feedback/Skeleton/Skeleton';
import { Card } from '../../layout/Card/Card';
import { Column, Columns } from '../../layout/Columns/Columns';
import { PageHeader } from '../../layout/PageHeader/PageHeader';
import { Section } from '../../layout/Section/Section';
import { Stack } from '../../layout/Stack/Stack';
import { Figure, Text } from '../../layout/Text/Text';
import { Toolbar } from '../../layout/Toolbar/Toolbar';
import { Pills } from '../../navigation/Pills/Pills';
import { AppLayout, type AppNavItem } from './AppLayout';

const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  portfolio: ChartPie,
  performance: ChartLine,
  marketplace: Store,
  account: CircleUser,
  activity: Activity,
};

// Cairn's customer navigation, as an example: before identity verification is approved, every
// entry but the dashboard is disabled with a reason.
const KYC_PENDING_TOOLTIP =
  'Your identity verification (KYC) is in progress and can take up to 5 business days. Until it is approved, functions are limited.';
interface NavItem {
  key: string;
  label: string;
  path: string;
  children?: NavItem[];
}
const NAV: NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  { key: 'portfolio', label: 'My Portfolio', path: '/portfolio' },
  { key: 'performance', label: 'Performance', path: '/performance' },
  {
    key: 'marketplace',
    label: 'Marketplace',
    path: '/marketplace',
    children: [
      { key: 'models', label: 'Models', path: '/marketplace/models' },
      { key: 'indices', label: 'Indices', path: '/marketplace/indices' },
    ],
  },
  { key: 'account', label: 'Account', path: '/account' },
  {
    key: 'activity',
    label: 'Activity',
    path: '/activity',
    children: [
      { key: 'activity-log', label: 'Activity Log', path: '/activity/log' },
      { key: 'documents', label: 'Documents', path: '/activity/documents' },
      { key: 'tax-center', label: 'Tax Center', path: '/activity/tax-center' },
      { key: 'trade-history', label: 'Trade History', path: '/activity/trades' },
    ],
  },
];

/** The customer navigation as the app maps it onto the layout's items. */
function customerNavigation(
  kycStatus: string,
  currentPath: string,
  warnings: Record<string, string> = {},
): AppNavItem[] {
  const map = (item: NavItem): AppNavItem => ({
    id: item.key,
    label: item.label,
    href: item.path,
    ...(ICONS[item.key] ? { icon: ICONS[item.key] } : {}),
    ...(item.path === currentPath ? { isCurrent: true } : {}),
    ...(kycStatus !== 'SUCCESS' && item.key !== 'dashboard'
      ? { isDisabled: true, disabledReason: KYC_PENDING_TOOLTIP }
      : {}),
    ...(warnings[item.key] ? { warning: warnings[item.key] } : {}),
    children: (item.children ?? []).map(map),
  });
  return NAV.map(map);
}

const headerActions = (
  <>
    <Switch defaultSelected>Dark theme</Switch>
    <Button variant="secondary" size="sm">
      Log Out
    </Button>
  </>
);

function DashboardSkeleton() {
  return (
    <>
      <PageHeader
        title="Hello, Jane!"
        description="Your portfolio at a glance. Balances update every minute."
        primaryAction={<Button>Transfer</Button>}
      />
      <Columns space="24">
        <Column width="2/3">
          <Card title="Total balance" description="Last updated 2 minutes ago">
            <Figure size="xxxl" weight="bold" unit="USD">
              $48,210.77
            </Figure>
            <Figure trend="gain">+2.35% this month</Figure>
            <Skeleton shape="rect" />
          </Card>
        </Column>
        <Column width="1/3">
          <Card title="Harvested tax losses" description="This year">
            <Figure size="xl" weight="bold">
              $1,204.10
            </Figure>
            <Text size="sm" tone="muted">
              Losses realised to offset gains; your holdings stay invested.
            </Text>
          </Card>
        </Column>
      </Columns>
      <Section title="Allocation" description="By investment, largest first.">
        <Stack space="8">
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </Stack>
      </Section>
    </>
  );
}

const meta = {
  title: 'Primitives/Templates/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/', navigation: [], headerActions, footer: <LegalFooter />, children: null },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The investor dashboard with the whole navigation of doc 2 §2, My Portfolio carrying unsaved changes. */
export const InvestorDashboard: Story = {
  args: {
    navigation: customerNavigation('SUCCESS', '/dashboard', { portfolio: 'Unsaved changes' }),
    children: <DashboardSkeleton />,
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Main', 'Legal']);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const current = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    for (const name of ['Models', 'Indices', 'Activity Log', 'Documents', 'Tax Center', 'Trade History'])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    // The warning is named, not only drawn.
    await expect(canvas.getByRole('link', { name: 'My Portfolio Unsaved changes' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
    // Nested: Models sits in a list under Marketplace.
    const marketplace = canvas.getByRole('link', { name: 'Marketplace' }).closest('li') as HTMLElement;
    await expect(marketplace).toContainElement(canvas.getByRole('link', { name: 'Models' }));
    // Full height under the header, sticky.
    const header = canvas.getByRole('banner').getBoundingClientRect();
    await expect(getComputedStyle(nav).position).toBe('sticky');
    await expect(Math.round(nav.getBoundingClientRect().top)).toBe(Math.round(header.bottom));
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    // The footer's links start at the content's text edge (they stood 8 px left of it, 96 at 1920 px).
    const contentLeft = canvas.getByRole('main').firstElementChild?.getBoundingClientRect().left;
    const footerLeft = canvas.getByRole('contentinfo').firstElementChild?.getBoundingClientRect().left;
    await expect(footerLeft).toBe(contentLeft);
  },
};

/** On a narrow window the navigation sits above the content instead of beside it. */
export const NarrowWindow: Story = {
  args: {
    navigation: customerNavigation('SUCCESS', '/activity/documents'),
    children: <DashboardSkeleton />,
  },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    await expectLandmarks(canvasElement, ['Main', 'Legal']);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(getComputedStyle(nav).position).toBe('static');
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('main').getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Before KYC approval (doc 2 §2): every item but Dashboard is disabled, focusable, with its reason. */
export const KycPending: Story = {
  args: {
    navigation: customerNavigation('PENDING', '/dashboard'),
    children: <DashboardSkeleton />,
  },
  play: async ({ canvas }) => {
    const portfolio = canvas.getByRole('link', { name: 'My Portfolio' });
    await expect(portfolio).toHaveAttribute('aria-disabled', 'true');
    await expect(portfolio).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-disabled');
    portfolio.focus();
    await expect(portfolio).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.tab();
    await expect(portfolio).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent(KYC_PENDING_TOOLTIP);
    await expect(portfolio).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

const ADMIN_ICONS = [SquarePlus, Layers, SquarePlus, Boxes, Settings, Hourglass, KeyRound] as const;
const adminNavigation = (current: string): AppNavItem[] =>
  [
    ['index-creation', 'Index Creation', '/admin/index-creation'],
    ['indices', 'Indices', '/admin/indices'],
    ['model-creation', 'Model Creation', '/admin/model-creation'],
    ['models', 'Models', '/admin/models'],
    ['trade-settings', 'Trade Settings', '/admin/trade-settings'],
    ['waitlist-settings', 'Waitlist Settings', '/admin/waitlist-settings'],
    ['keys', 'Keys', '/admin/keys'],
  ].map(([id = '', label = '', href = ''], index) => ({
    id,
    label,
    href,
    icon: ADMIN_ICONS[index] ?? ListChecks,
    ...(href === current ? { isCurrent: true } : {}),
    // The admin console's red dot (doc 3 §2): Trade Settings holds unsaved changes.
    ...(id === 'trade-settings' ? { dot: 'Unsaved changes' } : {}),
  }));

interface ModelRow {
  id: string;
  name: string;
  style: string;
  assets: number;
  minimum: string;
  fee: string;
}

const MODELS: ModelRow[] = Array.from({ length: 24 }, (_, index) => ({
  id: `model-${index}`,
  name: `${['Core Crypto', 'Large Cap Momentum', 'DeFi Leaders', 'Layer 1 Balanced'][index % 4]} ${index + 1}`,
  style: ['Market', 'Smart Beta', 'Alpha'][index % 3] ?? 'Market',
  assets: 5 + (index % 6),
  minimum: ['$2,000.00', '$10,000.00', '$25,000.00'][index % 3] ?? '$2,000.00',
  fee: ['0.30%', '0.50%', '0.75%'][index % 3] ?? '0.30%',
}));

/** The admin console: denser, the same primitives; a long list to show the navigation stays put. */
export const AdminList: Story = {
  args: {
    density: 'compact',
    productLabel: 'Admin',
    homeHref: '/admin/models',
    navigation: adminNavigation('/admin/models'),
    width: 'wide',
    children: (
      <>
        <PageHeader
          title="Models"
          description="Every model in the marketplace, with its minimum and fee."
          primaryAction={<LinkButton href="/admin/model-creation">Create model</LinkButton>}
        />
        <Toolbar
          filtersLabel="Filter models"
          filters={
            <Pills
              aria-label="Model style"
              items={[
                { id: 'all', label: 'View All' },
                { id: 'market', label: 'Market' },
                { id: 'smart-beta', label: 'Smart Beta' },
                { id: 'alpha', label: 'Alpha' },
              ]}
            />
          }
          actions={<Button variant="secondary">Export CSV</Button>}
        />
        <Table<ModelRow>
          aria-label="Models"
          rows={MODELS}
          columns={[
            { id: 'name', name: 'Model', isRowHeader: true, allowsSorting: true },
            { id: 'style', name: 'Style', allowsSorting: true },
            { id: 'assets', name: 'Assets', align: 'end', allowsSorting: true },
            { id: 'minimum', name: 'Minimum', align: 'end' },
            { id: 'fee', name: 'Fee', align: 'end' },
          ]}
        />
      </>
    ),
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expectLandmarks(canvasElement, ['Main', 'Legal']);
    await expect(canvas.getByRole('link', { name: 'Models' })).toHaveAttribute('aria-current', 'page');
    const tradeSettings = canvas.getByRole('link', { name: 'Trade Settings Unsaved changes' });
    await expect(tradeSettings).toBeVisible();
    // The dot is named, not only drawn, and it is drawn in the danger colour.
    const dot = canvas.getByRole('img', { name: 'Unsaved changes' });
    await expect(tradeSettings).toContainElement(dot);
    await expect(dot).toHaveAttribute('data-nav-dot');
    await expect(getComputedStyle(dot).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(canvasElement.firstElementChild).toHaveAttribute('data-density', 'compact');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // The navigation's surface and edge run the page's whole height, not one window's (issue 30):
    // its column ends where the footer ends, past the first window's bottom.
    const column = canvasElement.querySelector('[data-nav-column]') as HTMLElement;
    await expect(column).toContainElement(nav);
    const pageBottom = (canvasElement.querySelector('footer') as HTMLElement).getBoundingClientRect().bottom;
    await expect(pageBottom).toBeGreaterThan(window.innerHeight);
    await expect(Math.round(column.getBoundingClientRect().bottom)).toBe(Math.round(pageBottom));
    await expect(getComputedStyle(column).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(nav).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    const before = nav.getBoundingClientRect().top;
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    // The navigation does not scroll away with a long page: it stays under the header.
    await expect(nav.getBoundingClientRect().top).toBe(before);
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    window.scrollTo(0, 0);
  },
};
