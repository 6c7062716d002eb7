import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  caption,
  cell,
  Heading2,
  numericCell,
  page,
  paletteScope,
  Swatch,
  table,
} from '../../../.storybook/foundationsKit';
import { vars } from '../contract.css';
import { CONTRAST_REQUIREMENTS, type ColorToken, type SURFACES } from '../contrast';
import { contrastRatio } from '../palette';
import { type ColorTokens, darkColors, lightColors } from '../palettes';

const GROUPS: readonly { title: string; tokens: readonly ColorToken[] }[] = [
  {
    title: 'Surfaces',
    tokens: ['surfaceSunken', 'background', 'surface', 'surfaceRaised', 'secondaryHover', 'disabledSurface'],
  },
  { title: 'Borders', tokens: ['borderSubtle', 'border', 'borderStrong'] },
  { title: 'Text', tokens: ['text', 'textMuted', 'link', 'disabledText'] },
  {
    title: 'Accent and focus',
    tokens: ['primary', 'primaryHover', 'primaryPressed', 'onPrimary', 'focusRing'],
  },
  { title: 'Gain and loss', tokens: ['gain', 'gainText', 'gainSurface', 'loss', 'lossText', 'lossSurface'] },
  {
    title: 'Tones',
    tokens: [
      'neutral',
      'neutralSurface',
      'neutralBorder',
      'info',
      'infoSurface',
      'infoBorder',
      'success',
      'successSurface',
      'successBorder',
      'warning',
      'warningSurface',
      'warningBorder',
      'danger',
      'dangerSurface',
      'dangerBorder',
    ],
  },
];

const SHOWN_ON = [
  'background',
  'surface',
  'surfaceRaised',
] as const satisfies readonly (typeof SURFACES)[number][];

const grade = (ratio: number) => (ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? '3:1' : '—');

/** Whether the token is held to a contrast minimum on these surfaces (text and graphics). */
const checked = (token: ColorToken) =>
  CONTRAST_REQUIREMENTS.some((r) => r.foreground === token && r.background === 'background');

function Palette({ name, colors }: { name: string; colors: ColorTokens }) {
  const failures = CONTRAST_REQUIREMENTS.filter(
    (r) => contrastRatio(colors[r.foreground], colors[r.background]) < r.min,
  );
  return (
    <section
      aria-labelledby={`palette-${name}`}
      style={{
        ...paletteScope(colors),
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space['24'],
        padding: vars.space['24'],
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.border}`,
        minWidth: 0,
      }}
    >
      <div>
        <Heading2>
          <span id={`palette-${name}`}>{name} palette</span>
        </Heading2>
        <p style={{ ...caption, color: vars.color.textMuted }} data-testid={`failures-${name}`}>
          {CONTRAST_REQUIREMENTS.length - failures.length} of {CONTRAST_REQUIREMENTS.length} contrast
          requirements met
        </p>
      </div>
      {GROUPS.map((group) => (
        <table key={group.title} style={table}>
          <caption style={{ ...caption, textAlign: 'start', paddingBlockEnd: vars.space['8'] }}>
            {group.title}
          </caption>
          <thead>
            <tr>
              <th style={cell} scope="col">
                Token
              </th>
              <th style={cell} scope="col">
                Value
              </th>
              {SHOWN_ON.map((surface) => (
                <th key={surface} style={numericCell} scope="col">
                  on {surface}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.tokens.map((token) => (
              <tr key={token}>
                <th style={{ ...cell, fontWeight: vars.font.weightMedium }} scope="row">
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space['8'] }}>
                    <Swatch color={colors[token]} size={20} />
                    {token}
                  </span>
                </th>
                <td style={{ ...cell, fontFamily: vars.font.mono }}>{colors[token]}</td>
                {SHOWN_ON.map((surface) => {
                  const ratio = contrastRatio(colors[token], colors[surface]);
                  return (
                    <td key={surface} style={{ ...numericCell, fontVariantNumeric: 'tabular-nums' }}>
                      {checked(token) ? `${ratio.toFixed(2)} ${grade(ratio)}` : ratio.toFixed(2)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

function Colours() {
  return (
    <div style={page}>
      <div>
        <h1 style={{ fontSize: vars.font.sizeXxl, margin: 0 }}>Colours</h1>
        <p style={caption}>
          Semantic tokens only (<code>vars.color.*</code>). Figures are WCAG contrast ratios: body text AAA
          (7:1), other text AA (4.5:1), control borders, focus ring and accent 3:1 on every surface.
        </p>
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 34rem), 1fr))',
          gap: vars.space['24'],
        }}
      >
        <Palette name="Dark" colors={darkColors} />
        <Palette name="Light" colors={lightColors} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothPalettes: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Dark', 'Light']) {
      await expect(canvas.getByRole('region', { name: `${name} palette` })).toBeVisible();
      const summary = canvas.getByTestId(`failures-${name}`).textContent ?? '';
      const [met, total] = summary.match(/\d+/g) ?? [];
      await expect(met).toBe(total);
    }
    await expect(canvas.getAllByRole('rowheader', { name: 'textMuted' })).toHaveLength(2);
  },
};
