import { describe, expect, it } from 'vitest';
import { type Locator, userEvent } from 'vitest/browser';
import { toolTexts } from './shared/copy';
import { openAdminApp } from './testing';

type Screen = Awaited<ReturnType<typeof openAdminApp>>['screen'];

/** Focuses a field (a text box or a select's button) and leaves it empty: the field is touched. */
async function touch(field: Locator) {
  (field.element() as HTMLElement).focus();
  await userEvent.tab();
}

/** Types a number into a kit NumberField and leaves it (it commits its value on blur). */
async function fillNumber(field: Locator, value: string) {
  await field.fill(value);
  await userEvent.tab();
}

/** Chooses an option of a kit Select named by its label in `scope` (its trigger reads 'value label'). */
async function choose(screen: Screen, scope: Screen | Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`(^| )${label}$`) }).click();
  await screen.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

interface Case {
  /** The rule, as doc 3 §5 states it. */
  rule: string;
  path: string;
  /** The input. */
  enter: (screen: Screen) => Promise<void>;
  /** The exact message (doc 3 §5), and the region it shows in. */
  message: string;
  region?: string;
}

const inRegion = (screen: Screen, region: string) => screen.getByRole('region', { name: region });
const addFactor = (screen: Screen) => screen.getByRole('button', { name: 'Add Off-Chain Factor' }).click();

const CASES: Case[] = [
  {
    rule: 'index name required',
    path: '/admin/index-creation',
    enter: (screen) => touch(screen.getByRole('textbox', { name: 'Index Name' })),
    message: 'Index Name is required',
  },
  {
    rule: 'index ticker required',
    path: '/admin/index-creation',
    enter: (screen) => touch(screen.getByRole('textbox', { name: 'Index Ticker' })),
    message: 'Index Ticker is required',
  },
  {
    rule: 'index ticker at most 5 characters',
    path: '/admin/index-creation',
    enter: async (screen) => {
      await screen.getByRole('textbox', { name: 'Index Ticker' }).fill('TOOLONG');
      await userEvent.tab();
    },
    message: 'Index Ticker must be 5 characters max',
  },
  {
    rule: 'weighting methodology required',
    path: '/admin/index-creation',
    enter: (screen) => touch(screen.getByRole('button', { name: / Weighting Methodology$/ })),
    message: 'Weighting Methodology is required',
  },
  {
    rule: 'ranking all or none',
    path: '/admin/index-creation',
    enter: (screen) => fillNumber(screen.getByRole('textbox', { name: 'Max Assets' }), '5'),
    message: 'All fields or none should be filled',
    region: 'Ranking',
  },
  {
    rule: 'ranking metric required with the others',
    path: '/admin/index-creation',
    enter: async (screen) => {
      await fillNumber(screen.getByRole('textbox', { name: 'Max Assets' }), '5');
      await touch(inRegion(screen, 'Ranking').getByRole('button', { name: / Metric$/ }));
    },
    message: 'Metric is required',
    region: 'Ranking',
  },
  {
    rule: 'ranking max assets required with the others',
    path: '/admin/index-creation',
    enter: async (screen) => {
      await choose(screen, inRegion(screen, 'Ranking'), 'Metric', 'Market Cap (USD)');
      await touch(inRegion(screen, 'Ranking').getByRole('textbox', { name: 'Max Assets' }));
    },
    message: 'Max Assets is required',
    region: 'Ranking',
  },
  {
    rule: 'ranking ascending required with the others',
    path: '/admin/index-creation',
    enter: async (screen) => {
      await fillNumber(screen.getByRole('textbox', { name: 'Max Assets' }), '5');
      await touch(inRegion(screen, 'Ranking').getByRole('button', { name: / Ascending$/ }));
    },
    message: 'Ascending is required',
    region: 'Ranking',
  },
  {
    rule: 'factor metric required',
    path: '/admin/index-creation',
    enter: async (screen) => {
      await addFactor(screen);
      await touch(inRegion(screen, 'Off-Chain Factors').getByRole('button', { name: / Metric$/ }));
    },
    message: 'Metric is required',
    region: 'Off-Chain Factors',
  },
  {
    rule: 'factor strictness hard or soft required',
    path: '/admin/index-creation',
    enter: async (screen) => {
      await addFactor(screen);
      await touch(inRegion(screen, 'Off-Chain Factors').getByRole('button', { name: / Strictness$/ }));
    },
    message: 'Strictness is required',
    region: 'Off-Chain Factors',
  },
  {
    rule: 'factor min or max required',
    path: '/admin/index-creation',
    enter: async (screen) => {
      await addFactor(screen);
      await touch(inRegion(screen, 'Off-Chain Factors').getByRole('textbox', { name: 'Min' }));
    },
    message: 'Min or Max is required',
    region: 'Off-Chain Factors',
  },
  {
    rule: 'at least one index',
    path: '/admin/model-creation',
    enter: (screen) =>
      inRegion(screen, 'Indices')
        .getByRole('button', { name: /^Remove/ })
        .click(),
    message: 'At least one index is required',
    region: 'Indices',
  },
  {
    rule: 'weight greater than 0',
    path: '/admin/model-creation',
    enter: (screen) => fillNumber(screen.getByRole('textbox', { name: 'Weight (%)' }), '0'),
    message: 'Weight must be greater than 0',
    region: 'Indices',
  },
  {
    rule: 'weight at most 100',
    path: '/admin/model-creation',
    enter: (screen) => fillNumber(screen.getByRole('textbox', { name: 'Weight (%)' }), '150'),
    message: 'Weight must be less than 100',
    region: 'Indices',
  },
  {
    rule: 'weights sum to 100',
    path: '/admin/model-creation',
    enter: (screen) => fillNumber(screen.getByRole('textbox', { name: 'Weight (%)' }), '60'),
    message: 'Index weights must sum to 100',
    region: 'Indices',
  },
  {
    rule: 'tracking error at least 1',
    path: '/admin/model-creation',
    enter: async (screen) => {
      await choose(screen, screen, 'Product', 'Alpha');
      await fillNumber(screen.getByRole('textbox', { name: 'Tracking Error %' }), '0.5');
    },
    message: 'Tracking error must be greater than or equal to 1',
    region: 'Target Tracking Error',
  },
  {
    rule: 'tracking error at most 100',
    path: '/admin/model-creation',
    enter: async (screen) => {
      await choose(screen, screen, 'Product', 'Smart Beta');
      await fillNumber(screen.getByRole('textbox', { name: 'Maximum Tracking Error %' }), '150');
    },
    message: 'Tracking error must be less than or equal to 100',
    region: 'Style Tilts',
  },
  {
    rule: 'waitlist email required',
    path: '/admin/waitlist-settings',
    enter: (screen) => screen.getByRole('button', { name: 'Get Access Code' }).click(),
    message: 'Email is required.',
  },
  {
    rule: 'waitlist email valid',
    path: '/admin/waitlist-settings',
    enter: async (screen) => {
      await screen.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await userEvent.tab();
    },
    message: 'Must be an email.',
  },
];

// Every validation message of doc 3 §5, in the spec's words, shown by the console's forms as the
// staff user touches or fills a field (the rules themselves are table-tested in the domain; here,
// that each form shows its message where it belongs). Moved from e2e: nothing here needs the real gateway.
describe('every validation message of doc 3 §5, shown by the console', () => {
  it.each(CASES)("$rule: '$message'", async ({ path, enter, message, region }) => {
    const { screen, api } = await openAdminApp(path);
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: /Save|Get Access Code|Decrypt/ }).first())
      .toBeInTheDocument();
    await enter(screen);
    const scope = region === undefined ? screen.getByRole('main') : inRegion(screen, region);
    await expect.element(scope.getByText(message, { exact: true }).first()).toBeVisible();
    expect(api.unrouted).toEqual([]);
  });
});

// Errors come after a field is left or after Save is pressed, never on open (issue 30): until then
// the save card lists what is still needed by the fields' names, in quiet text.
describe('the save card before and after a Save attempt', () => {
  it('names the missing fields quietly on open, gives the messages as errors once Save is pressed', async () => {
    const { screen, api } = await openAdminApp('/admin/index-creation');
    await expect.element(screen.getByRole('link', { name: 'Index Name', exact: true })).toBeVisible();
    // A select is named by its label, not its placeholder.
    await expect.element(screen.getByRole('link', { name: 'Status', exact: true })).toBeVisible();
    const list = screen.getByText(toolTexts.save.missing).element().parentElement as HTMLElement;
    expect(list.dataset.state).toBe('pending');
    await expect.element(screen.getByText('Index Name is required')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: toolTexts.save.save }).click({ force: true });
    await expect.element(screen.getByRole('link', { name: 'Index Name is required' })).toBeVisible();
    expect(list.dataset.state).toBe('error');
    await expect.element(screen.getByRole('textbox', { name: 'Index Name' })).toHaveFocus();
    await expect
      .element(screen.getByRole('textbox', { name: 'Index Name' }))
      .toHaveAccessibleDescription(/Index Name is required/);
    expect(api.unrouted).toEqual([]);
  });

  it('names what is missing in words: a field with a unit by its label, a row field by its column and row', async () => {
    const { screen, api } = await openAdminApp('/admin/model-creation');
    await expect.element(screen.getByRole('link', { name: 'Drift Threshold', exact: true })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: '%', exact: true })).not.toBeInTheDocument();
    // A row's fields have only their column's label: the checklist names them as the others, by
    // name (issue 30: 'Index is required' among names read as another kind of item).
    await expect.element(screen.getByRole('link', { name: 'Index, row 1', exact: true })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Weight (%), row 1', exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Index is required', exact: true }))
      .not.toBeInTheDocument();
    // After a Save attempt the list gives the spec's messages, the rows' too.
    await screen.getByRole('button', { name: toolTexts.save.save }).click({ force: true });
    await expect.element(screen.getByRole('link', { name: 'Index is required', exact: true })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Weight is required', exact: true })).toBeVisible();
    expect(api.unrouted).toEqual([]);
  });

  it('shows the Style Tilts a product reveals without a message until they are left', async () => {
    const { screen, api } = await openAdminApp('/admin/model-creation');
    await choose(screen, screen, 'Product', 'Smart Beta');
    const tilts = inRegion(screen, 'Style Tilts');
    await expect.element(tilts.getByRole('textbox', { name: 'Maximum Tracking Error %' })).toBeVisible();
    await expect.element(tilts.getByText('Tracking error is required')).not.toBeInTheDocument();
    await expect.element(tilts.getByText('Strategy is required')).not.toBeInTheDocument();
    await touch(tilts.getByRole('textbox', { name: 'Maximum Tracking Error %' }));
    await expect.element(tilts.getByText('Tracking error is required')).toBeVisible();
    await expect.element(tilts.getByText('Strategy is required')).not.toBeInTheDocument();
    // Enter on the disabled Save is a Save attempt too: every field shows its message.
    (screen.getByRole('button', { name: toolTexts.save.save }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(tilts.getByText('Strategy is required')).toBeVisible();
    expect(api.unrouted).toEqual([]);
  });
});
