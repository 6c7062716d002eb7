import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../theme/global.css';
import { Button } from '../../primitives/controls/Button/Button';
import { Slider } from '../../primitives/controls/Slider/Slider';
import { defaultPortfolioEditorMessages as portfolioEditorTexts } from './messages';
import { PortfolioEditor } from './PortfolioEditor';
import { tenInvestments } from './portfolioFixtures';

// Every row renders one Slider: spying on it counts row renders without instrumenting the component.
vi.mock('../../primitives/controls/Slider/Slider', { spy: true });
vi.mock('../../primitives/controls/Button/Button', { spy: true });

const renderedRows = () => vi.mocked(Slider).mock.calls.map(([props]) => props['aria-label']);
const renderedButtons = () =>
  vi.mocked(Button).mock.calls.map(([props]) => props['aria-label'] ?? String(props.children));

// A story cannot count renders; a module spy can.
describe('PortfolioEditor with ten rows', () => {
  it('re-renders only the row whose slider moves', async () => {
    const screen = await render(<PortfolioEditor defaultValue={tenInvestments} onApply={() => undefined} />);
    expect(renderedRows()).toHaveLength(10);
    vi.mocked(Slider).mockClear();

    const slider = screen.getByRole('slider', { name: portfolioEditorTexts.weightOf('Index 4') });
    (slider.element() as HTMLInputElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');

    await expect.element(screen.getByText('Total: 103%')).toBeVisible();
    expect(renderedRows()).toEqual(Array(3).fill(portfolioEditorTexts.weightOf('Index 4')));
  });

  it('re-renders only the row whose percent is typed', async () => {
    const screen = await render(<PortfolioEditor defaultValue={tenInvestments} onApply={() => undefined} />);
    vi.mocked(Slider).mockClear();

    const input = screen.getByRole('textbox', { name: portfolioEditorTexts.percentOf('Index 7') });
    await userEvent.fill(input, '25');

    await expect.element(screen.getByText('Total: 115%')).toBeVisible();
    expect(new Set(renderedRows())).toEqual(new Set([portfolioEditorTexts.weightOf('Index 7')]));
  });

  it('leaves the add actions alone at each step, and Reset and Apply until the weights turn invalid', async () => {
    // Callbacks made anew at each render of the app, as a page passing closures does.
    const screen = await render(
      <PortfolioEditor
        defaultValue={tenInvestments}
        onApply={() => undefined}
        onReset={() => undefined}
        onAddModel={() => undefined}
        onAddIndex={() => undefined}
      />,
    );
    vi.mocked(Button).mockClear();

    const slider = screen.getByRole('slider', { name: portfolioEditorTexts.weightOf('Index 2') });
    (slider.element() as HTMLInputElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');

    await expect.element(screen.getByText('Total: 103%')).toBeVisible();
    expect(renderedButtons().sort()).toEqual(
      [
        ...Array(3).fill(portfolioEditorTexts.remove('Index 2')),
        // Once, as 100% became 101%.
        portfolioEditorTexts.reset,
        portfolioEditorTexts.apply,
      ].sort(),
    );
  });
});
