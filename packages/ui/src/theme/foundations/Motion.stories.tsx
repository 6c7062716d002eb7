import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { caption, cell, page, table, varName } from '../../../.storybook/foundationsKit';
import { Button } from '../../primitives/controls/Button/Button';
import { Heading, Text } from '../../primitives/layout/Text/Text';
import { vars } from '../contract.css';
import { sharedTokens } from '../shared';

// The values are the theme's own (`sharedTokens.motion`), with the CSS variable each is read from.
const TOKENS = [
  { token: 'durationFast', use: 'Hover, press, focus, tooltips' },
  { token: 'durationNormal', use: 'Overlays and disclosure: dialogs, popovers, toasts' },
  { token: 'easing', use: 'Ease-out: fast start, soft landing' },
] as const;

function Motion() {
  const [open, setOpen] = useState(false);
  return (
    <div style={page}>
      <div>
        <Heading level={1}>Motion</Heading>
        <p style={caption}>
          120–200 ms, ease-out, for overlays and disclosure only. Under{' '}
          <code>prefers-reduced-motion: reduce</code> the duration tokens are 0 ms and every animation and
          transition is cut, so nothing moves.
        </p>
      </div>
      <table style={table}>
        <caption style={{ ...caption, textAlign: 'start', paddingBlockEnd: vars.space['8'] }}>
          Motion tokens
        </caption>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Token
            </th>
            <th style={cell} scope="col">
              Value
            </th>
            <th style={cell} scope="col">
              Used for
            </th>
          </tr>
        </thead>
        <tbody>
          {TOKENS.map(({ token, use }) => (
            <tr key={token}>
              <th style={cell} scope="row">
                motion.{token} <code style={caption}>{varName(vars.motion[token])}</code>
              </th>
              <td style={cell}>{sharedTokens.motion[token]}</td>
              <td style={cell}>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: 'grid', gap: vars.space['16'], justifyItems: 'start' }}>
        <Button variant="secondary" onPress={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Hide details' : 'Show details'}
        </Button>
        <div
          data-state={open ? 'open' : 'closed'}
          style={{
            maxWidth: '28rem',
            padding: vars.space['16'],
            background: vars.color.surface,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            opacity: open ? 1 : 0,
            transform: open ? 'none' : `translateY(-${vars.space['8']})`,
            transition: `opacity ${vars.motion.durationNormal} ${vars.motion.easing}, transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
            visibility: open ? 'visible' : 'hidden',
          }}
        >
          <Text size="sm">
            A disclosure fades and settles in 200 ms; with reduced motion it simply appears.
          </Text>
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Motion',
  component: Motion,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Motion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvas, canvasElement }) => {
    const root = getComputedStyle(document.documentElement);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(root.getPropertyValue('--cairn-motion-duration-fast').trim()).toBe(
      reduced ? '0ms' : '120ms',
    );
    await expect(root.getPropertyValue('--cairn-motion-duration-normal').trim()).toBe(
      reduced ? '0ms' : '200ms',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
