import { Star } from 'lucide-react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button, LinkButton } from './controls/Button/Button';
import { PillButton } from './controls/PillButton/PillButton';
import { Badge } from './feedback/Badge/Badge';
import { Banner } from './feedback/Banner/Banner';
import { Chip } from './feedback/Chip/Chip';
import { Spinner } from './feedback/Spinner/Spinner';
import { Brand } from './foundations/Brand/Brand';
import { Icon } from './foundations/Icon/Icon';
import { PageHeader } from './layout/PageHeader/PageHeader';
import { Figure, Heading, Text } from './layout/Text/Text';
import { Link } from './navigation/Link/Link';
import { Dialog } from './overlays/Dialog/Dialog';

// Issue 26: every component with a `variant`, `size` or `tone` prop names the value on its root
// as `data-variant`, `data-size`, `data-tone` (React Aria style), set or defaulted.
const cases: readonly [string, ReactElement, Readonly<Record<string, string>>][] = [
  ['Button (defaults)', <Button key="b">Save</Button>, { variant: 'primary', tone: 'neutral', size: 'md' }],
  [
    'Button',
    <Button key="b" variant="secondary" tone="danger" size="sm">
      Delete
    </Button>,
    { variant: 'secondary', tone: 'danger', size: 'sm' },
  ],
  [
    'Button disabled with a reason',
    <Button key="b" variant="ghost" isDisabled disabledReason="Not yet">
      Later
    </Button>,
    { variant: 'ghost', tone: 'neutral', size: 'md' },
  ],
  [
    'LinkButton',
    <LinkButton key="l" href="#a" variant="secondary" size="lg">
      Open
    </LinkButton>,
    { variant: 'secondary', tone: 'neutral', size: 'lg' },
  ],
  [
    'Link (default)',
    <Link key="l" href="#a">
      Read
    </Link>,
    { variant: 'inline' },
  ],
  [
    'PillButton',
    <PillButton key="p" tone="success">
      Modify Details
    </PillButton>,
    { tone: 'success' },
  ],
  [
    'Badge',
    <Badge key="b" tone="warning">
      Pending
    </Badge>,
    { tone: 'warning' },
  ],
  [
    'Banner',
    <Banner key="b" tone="danger" title="Failed">
      Try again.
    </Banner>,
    { tone: 'danger' },
  ],
  [
    'Chip',
    <Chip key="c" tone="success">
      Copied
    </Chip>,
    { tone: 'success' },
  ],
  ['Spinner', <Spinner key="s" size="lg" />, { size: 'lg' }],
  ['Icon', <Icon key="i" icon={Star} size="lg" label="Star" />, { size: 'lg' }],
  ['Brand', <Brand key="b" variant="mark" size="lg" />, { variant: 'mark', size: 'lg' }],
  ['Text (defaults)', <Text key="t">Body</Text>, { size: 'md', tone: 'default' }],
  [
    'Text',
    <Text key="t" size="sm" tone="muted">
      Small print
    </Text>,
    { size: 'sm', tone: 'muted' },
  ],
  [
    'Heading',
    <Heading key="h" level={2} size="lg">
      Title
    </Heading>,
    { size: 'lg' },
  ],
  [
    'Figure',
    <Figure key="f" size="xl">
      $12.00
    </Figure>,
    { size: 'xl' },
  ],
  ['PageHeader', <PageHeader key="p" title="Activity" size="lg" />, { size: 'lg' }],
];

describe('variants as data-* attributes on the root', () => {
  it.each(cases)('%s', async (_name, element, expected) => {
    const screen = await render(<div data-testid="host">{element}</div>);
    const root = (screen.getByTestId('host').element() as HTMLElement).firstElementChild;
    expect(root).not.toBeNull();
    for (const [name, value] of Object.entries(expected)) {
      expect(root?.getAttribute(`data-${name}`), `data-${name}`).toBe(value);
    }
    await screen.unmount();
  });

  it('Dialog: its panel carries data-size and data-tone', async () => {
    const screen = await render(
      <Dialog isOpen title="Remove?" size="lg" tone="danger" onClose={() => {}}>
        Gone for good.
      </Dialog>,
    );
    const panel = (screen.getByRole('dialog').element() as HTMLElement).closest('[data-size]');
    expect(panel?.getAttribute('data-size')).toBe('lg');
    expect(panel?.getAttribute('data-tone')).toBe('danger');
    await screen.unmount();
  });
});
