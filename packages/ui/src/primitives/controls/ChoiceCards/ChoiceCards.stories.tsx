import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { Link } from '../../navigation/Link/Link';
import { dot } from '../RadioGroup/RadioGroup.css';
import { type ChoiceCardOption, ChoiceCards, COMING_SOON_LABEL } from './ChoiceCards';
import { card, description, title } from './ChoiceCards.css';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const accountTypeLabels = {
  INDIVIDUAL: 'Individual',
  INSTITUTION: 'Institutional',
};
const ONBOARDING_ESTIMATED_MINUTES = 10;
const questionnaireMessages = {
  answerRequired: 'Please answer this question',
};

const estimate = <p>Estimated completion time: {ONBOARDING_ESTIMATED_MINUTES} mins</p>;

const accountTypes: readonly ChoiceCardOption[] = [
  {
    value: 'INDIVIDUAL',
    title: accountTypeLabels.INDIVIDUAL,
    description: 'Invest your own savings in managed crypto-asset portfolios.',
    content: estimate,
  },
  {
    value: 'INSTITUTION',
    title: accountTypeLabels.INSTITUTION,
    description: 'Invest on behalf of a company, trust or family office.',
    content: (
      <>
        {estimate}
        <Link href="#institutions">Who can open one</Link>
      </>
    ),
  },
  {
    value: 'ADVISOR',
    title: 'Advisor',
    description: 'Manage portfolios for your clients.',
    isComingSoon: true,
  },
];

const meta = {
  title: 'Primitives/Controls/ChoiceCards',
  component: ChoiceCards,
  args: { label: 'I am investing as', options: accountTypes, onChange: fn() },
} satisfies Meta<typeof ChoiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelfIdentification: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'I am investing as' })).toBeVisible();
    const individual = canvas.getByRole('radio', { name: accountTypeLabels.INDIVIDUAL });
    await expect(individual).toHaveAccessibleDescription(
      'Invest your own savings in managed crypto-asset portfolios.',
    );
    // A click anywhere on the card selects it: what lies under the description is the card's label.
    const text = canvas
      .getByText('Invest on behalf of a company, trust or family office.')
      .getBoundingClientRect();
    const hit = document.elementFromPoint(text.x + text.width / 2, text.y + text.height / 2);
    await expect(hit?.tagName).toBe('LABEL');
    if (hit) await userEvent.click(hit);
    await expect(canvas.getByRole('radio', { name: accountTypeLabels.INSTITUTION })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('INSTITUTION');
  },
};

export const ComingSoonIsDisabled: Story = {
  play: async ({ args, canvas }) => {
    const advisor = canvas.getByRole('radio', { name: `Advisor ${COMING_SOON_LABEL}` });
    await expect(advisor).toBeDisabled();
    await expect(canvas.getByText(COMING_SOON_LABEL)).toBeVisible();
    await userEvent.click(canvas.getByText('Manage portfolios for your clients.'), { pointerEventsCheck: 0 });
    await expect(advisor).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: accountTypeLabels.INDIVIDUAL })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: accountTypeLabels.INSTITUTION })).toBeChecked();
    // The disabled Advisor card is skipped: the arrow wraps to the first card.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: accountTypeLabels.INDIVIDUAL })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('INDIVIDUAL');
  },
};

export const InteractiveContent: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Who can open one' });
    // The card-wide label lies under the link: a pointer on the link reaches the link.
    const box = link.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(link);
    await expect(canvas.getByRole('radio', { name: accountTypeLabels.INSTITUTION })).not.toBeChecked();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'INDIVIDUAL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: accountTypeLabels.INDIVIDUAL })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: questionnaireMessages.answerRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(questionnaireMessages.answerRequired)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'INDIVIDUAL' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Forced colours (issue 31): the selected card differs from the others in more than a background. */
export const ForcedColors: Story = {
  args: { defaultValue: 'INDIVIDUAL' },
  play: async ({ canvas }) => {
    const cardOf = (name: string) => canvas.getByRole('radio', { name }).closest(`.${card}`);
    const selected = cardOf(accountTypeLabels.INDIVIDUAL);
    const other = cardOf(accountTypeLabels.INSTITUTION);
    if (!selected || !other) throw new Error('no card');
    await expectDrawnApartInForcedColors(selected, other);
  },
};

/**
 * Review 10 (id-verification): a title that wraps pushed its card's dot onto a line of its own, so
 * the two cards of a pair were built differently. The dot keeps a leading column, the title and
 * description wrap in the column after it, on one edge, in both cards.
 */
export const PairWithLongTitle: Story = {
  args: {
    label: 'Document type',
    options: [
      {
        value: 'GOVERNMENT_ID',
        title: 'Government-Issued Identity Document',
        description: 'The front and the back of a driver’s license or ID card.',
      },
      { value: 'PASSPORT', title: 'Passport', description: 'The page with your photo.' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: '34rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>(`.${card}`)];
    await expect(cards).toHaveLength(2);
    const parts = cards.map((each) => {
      const part = (name: string) => {
        const element = each.querySelector(`.${name}`);
        if (!element) throw new Error(`no .${name}`);
        return element.getBoundingClientRect();
      };
      return {
        dot: part(dot),
        title: part(title),
        description: part(description),
        card: each.getBoundingClientRect(),
      };
    });
    // The long title wraps (it is two lines), beside its dot, not under it.
    const [long, short] = parts;
    if (!long || !short) throw new Error('no pair');
    await expect(long.title.height).toBeGreaterThan(short.title.height);
    for (const each of parts) {
      await expect(each.title.left).toBeGreaterThan(each.dot.right);
      await expect(each.title.top).toBeLessThan(each.dot.bottom);
      // The description starts on the title's edge.
      await expect(Math.round(each.description.left)).toBe(Math.round(each.title.left));
    }
    // Both cards are built the same: the dot and the text at the same offsets from the card's edge.
    await expect(Math.round(long.dot.left - long.card.left)).toBe(
      Math.round(short.dot.left - short.card.left),
    );
    await expect(Math.round(long.dot.top - long.card.top)).toBe(Math.round(short.dot.top - short.card.top));
    await expect(Math.round(long.title.left - long.card.left)).toBe(
      Math.round(short.title.left - short.card.left),
    );
  },
};

/**
 * Review 11 (self-identification): the pair's 'Details' sat at two heights under descriptions of
 * two lengths, and the Coming Soon card was a 125 px block. The content sits at each card's foot,
 * and a card that cannot be chosen is one line: title, description and content side by side.
 */
export const FootedContentAndOneLineComingSoon: Story = {
  args: {
    options: [
      {
        value: 'INDIVIDUAL',
        title: accountTypeLabels.INDIVIDUAL,
        description: 'An advisory account in your own name.',
        content: <Link href="#individual">Details</Link>,
      },
      {
        value: 'INSTITUTION',
        title: accountTypeLabels.INSTITUTION,
        description: 'An advisory account for a company, trust or other entity.',
        content: <Link href="#institution">Details</Link>,
      },
      {
        value: 'ADVISOR',
        title: 'Advisor',
        description: 'Manage portfolios for your clients.',
        content: <Link href="#advisor">Details</Link>,
        isComingSoon: true,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: '35rem' }}>
        <style>
          {
            '[role="radiogroup"] > div { grid-template-columns: 1fr 1fr; } [role="radiogroup"] > div > :last-child { grid-column: 1 / -1; }'
          }
        </style>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const links = ['#individual', '#institution', '#advisor'].map((href) => {
      const link = canvasElement.querySelector(`a[href="${href}"]`);
      if (!link) throw new Error(`no ${href}`);
      return link.getBoundingClientRect();
    });
    const [individual, institution, advisor] = links;
    if (!individual || !institution || !advisor) throw new Error('no links');
    // The pair's links on one line, though the descriptions differ in length.
    await expect(Math.round(individual.top)).toBe(Math.round(institution.top));
    // The Coming Soon card: its title, description and link on one line.
    const titleBox = canvas.getByText('Advisor').getBoundingClientRect();
    const text = canvas.getByText('Manage portfolios for your clients.').getBoundingClientRect();
    await expect(text.height).toBeLessThan(2 * titleBox.height);
    await expect(text.left).toBeGreaterThan(titleBox.right);
    await expect(advisor.left).toBeGreaterThan(text.right);
    await expect(advisor.top).toBeLessThan(titleBox.bottom);
    // Centred on one line: the description's middle on the title's.
    const middle = (box: DOMRect) => box.top + box.height / 2;
    await expect(Math.abs(middle(text) - middle(titleBox))).toBeLessThanOrEqual(1);
  },
};
