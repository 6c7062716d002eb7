import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { caption, cell, numericCell, page, table } from '../../../.storybook/foundationsKit';
import { Heading } from '../../primitives/layout/Text/Text';
import { vars } from '../contract.css';
import { SPACE_SCALE, type Space } from '../shared';

const STEPS = (Object.keys(SPACE_SCALE) as Space[]).filter((step) => step !== '0');

function Spacing() {
  return (
    <div style={page}>
      <div>
        <Heading level={1}>Spacing</Heading>
        <p style={caption}>
          A 4 px base scale, <code>vars.space['16']</code>. Pages never write margins: <code>Stack</code>,{' '}
          <code>Inline</code>, <code>Columns</code> and the templates take a <code>space</code> from this
          scale.
        </p>
      </div>
      <table style={table}>
        <caption style={{ ...caption, textAlign: 'start', paddingBlockEnd: vars.space['8'] }}>
          The space scale
        </caption>
        <thead>
          <tr>
            <th style={cell} scope="col">
              Token
            </th>
            <th style={numericCell} scope="col">
              px
            </th>
            <th style={cell} scope="col">
              Width
            </th>
          </tr>
        </thead>
        <tbody>
          {STEPS.map((step) => (
            <tr key={step}>
              <th style={cell} scope="row">
                space['{step}']
              </th>
              <td style={{ ...numericCell, fontVariantNumeric: 'tabular-nums' }}>{step}</td>
              <td style={cell}>
                <span
                  data-space={step}
                  style={{
                    display: 'block',
                    width: vars.space[step],
                    height: vars.space['16'],
                    background: vars.color.primary,
                    borderRadius: 2,
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: Spacing,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const widths = STEPS.map(
      (step) =>
        (canvasElement.querySelector(`[data-space="${step}"]`) as HTMLElement).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([4, 8, 12, 16, 24, 32, 48, 64]);
  },
};
