import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { caption, page } from '../../../.storybook/foundationsKit';
import { Heading, Text } from '../../primitives/layout/Text/Text';
import { vars } from '../contract.css';
import { sharedTokens } from '../shared';

// The values are the theme's own (`sharedTokens.radius`).
const RADII = [
  { token: 'sm', use: 'Badges, nav items, tooltips' },
  { token: 'md', use: 'Fields, buttons, cards' },
  { token: 'lg', use: 'Dialogs, large panels' },
  { token: 'pill', use: 'Pills, chips, switches' },
] as const;

const ELEVATIONS = [
  { token: 'low', use: 'Small raised controls (a slider thumb)' },
  { token: 'medium', use: 'Popovers, menus, tooltips' },
  { token: 'high', use: 'Dialogs' },
] as const;

const box = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space['4'],
  width: '12rem',
  height: '7rem',
  padding: vars.space['16'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
} as const;

function RadiiElevation() {
  return (
    <div style={page}>
      <div>
        <Heading level={1}>Radii and elevation</Heading>
        <p style={caption}>
          One radius scale (6 / 10 / 16 px, and a pill) and hairline borders. Surfaces are told apart by their
          layer and a hairline; a shadow only lifts what floats over the page.
        </p>
      </div>
      <section aria-labelledby="radii" style={{ display: 'grid', gap: vars.space['16'] }}>
        <Heading level={2} id="radii">
          Radii
        </Heading>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space['24'] }}>
          {RADII.map(({ token, use }) => (
            <div key={token} data-radius={token} style={{ ...box, borderRadius: vars.radius[token] }}>
              <Text weight="bold">
                radius.{token} · {sharedTokens.radius[token]}
              </Text>
              <Text size="sm" tone="muted">
                {use}
              </Text>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="elevation" style={{ display: 'grid', gap: vars.space['16'] }}>
        <Heading level={2} id="elevation">
          Elevation (overlays only)
        </Heading>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space['32'] }}>
          {ELEVATIONS.map(({ token, use }) => (
            <div
              key={token}
              style={{
                ...box,
                background: vars.color.surfaceRaised,
                borderRadius: vars.radius.md,
                boxShadow: vars.elevation[token],
              }}
            >
              <Text weight="bold">elevation.{token}</Text>
              <Text size="sm" tone="muted">
                {use}
              </Text>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Radii and elevation',
  component: RadiiElevation,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RadiiElevation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const radius = (token: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-radius="${token}"]`) as HTMLElement)
        .borderTopLeftRadius;
    await expect([radius('sm'), radius('md'), radius('lg')]).toEqual(['6px', '10px', '16px']);
  },
};
