import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { caption, cell, numericCell, page, table } from '../../../.storybook/foundationsKit';
import { Figure, Heading, Text, type TextSize } from '../../primitives/layout/Text/Text';
import { vars } from '../contract.css';
import { FONT_STACK, sharedTokens } from '../shared';

/** A size token in px (the theme's rem at 16 px). */
const tokenPx = (rem: string) => Number.parseFloat(rem) * 16;

// Sizes are the theme's own (`sharedTokens.font`); line heights are `Text`'s for each step.
const SCALE: readonly { size: TextSize; px: number; line: number; use: string }[] = [
  { size: 'xxxl', px: tokenPx(sharedTokens.font.sizeXxxl), line: 48, use: 'Balance, hero figures' },
  { size: 'xxl', px: tokenPx(sharedTokens.font.sizeXxl), line: 40, use: 'Page title (public, onboarding)' },
  { size: 'xl', px: tokenPx(sharedTokens.font.sizeXl), line: 32, use: 'Page title (apps), section' },
  { size: 'lg', px: tokenPx(sharedTokens.font.sizeLg), line: 28, use: 'Card title, lead text' },
  { size: 'md', px: tokenPx(sharedTokens.font.sizeMd), line: 24, use: 'Body, fields, buttons' },
  { size: 'sm', px: tokenPx(sharedTokens.font.sizeSm), line: 20, use: 'Labels, tables, hints' },
  { size: 'xs', px: tokenPx(sharedTokens.font.sizeXs), line: 16, use: 'Captions, badges' },
];

const AMOUNTS = ['$1,111.11', '$98,470.25', '$7.00', '$120,000.89'];

function Typography() {
  return (
    <div style={page}>
      <div>
        <Heading level={1}>Typography</Heading>
        <p style={caption}>
          Inter Variable, self-hosted (Latin, weight axis, one woff2), then the system font: {FONT_STACK}.
          Headings 600, body 400; every figure in tabular digits.
        </p>
      </div>
      <table style={table}>
        <caption style={{ ...caption, textAlign: 'start', paddingBlockEnd: vars.space['8'] }}>
          The type scale
        </caption>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Step
            </th>
            <th style={numericCell} scope="col">
              Size / line
            </th>
            <th style={cell} scope="col">
              Sample
            </th>
            <th style={cell} scope="col">
              Used for
            </th>
          </tr>
        </thead>
        <tbody>
          {SCALE.map(({ size, px, line, use }) => (
            <tr key={size}>
              <th style={cell} scope="row">
                {size}
              </th>
              <td style={{ ...numericCell, fontVariantNumeric: 'tabular-nums' }}>
                {px} / {line}
              </td>
              <td style={cell}>
                <Text as="span" size={size} weight={px >= 18 ? 'bold' : 'regular'}>
                  Calm, precise savings
                </Text>
              </td>
              <td style={cell}>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="weights" style={{ display: 'grid', gap: vars.space['8'] }}>
        <Heading level={2} id="weights">
          Weights
        </Heading>
        <Text weight="regular">Regular 400: body text and values.</Text>
        <Text weight="medium">Medium 500: labels, buttons, navigation.</Text>
        <Text weight="bold">Semibold 600: headings and emphasis.</Text>
        <Text tone="muted" size="sm">
          Muted: hints and descriptions, AA on every surface.
        </Text>
      </section>
      <section aria-labelledby="figures" style={{ display: 'grid', gap: vars.space['16'] }}>
        <Heading level={2} id="figures">
          Figures
        </Heading>
        <Figure size="xxxl" weight="bold" unit="USD">
          $48,210.77
        </Figure>
        <div style={{ display: 'flex', gap: vars.space['24'], flexWrap: 'wrap' }}>
          <Figure trend="gain">+2.35%</Figure>
          <Figure trend="loss">−1.08%</Figure>
          <Figure unit="BTC">0.04815000</Figure>
        </div>
        <table style={{ ...table, maxWidth: '20rem' }} aria-label="Tabular digits line up">
          <tbody>
            {AMOUNTS.map((amount) => (
              <tr key={amount}>
                <td style={numericCell}>
                  <Figure weight="regular">{amount}</Figure>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvas }) => {
    await expect(getComputedStyle(document.body).fontFamily).toMatch(/^"Inter Variable"/);
    const loaded = await document.fonts.load('400 16px "Inter Variable"', 'Cairn');
    await expect(loaded.length).toBe(1);
    const title = canvas.getByRole('heading', { level: 1, name: 'Typography' });
    await expect(getComputedStyle(title).fontWeight).toBe('600');
    await expect(getComputedStyle(title).fontSize).toBe('32px');
    const figure = canvas.getByText('$48,210.77').parentElement as HTMLElement;
    await expect(getComputedStyle(figure).fontVariantNumeric).toBe('tabular-nums');
    await expect(getComputedStyle(figure).fontSize).toBe('40px');
  },
};
