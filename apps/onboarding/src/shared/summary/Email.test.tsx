import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Email } from './Email';

// Review 9: the review's email broke at the '@', leaving '@example.com' alone on its line.
describe('an email in a summary', () => {
  it('wraps after a separator of its name, never at the @', async () => {
    const screen = await render(
      <div style={{ width: '12rem' }}>
        <Email address="api-1795933188912-885489@example.com" />
      </div>,
    );
    const whole = screen.container.querySelector('[title]');
    expect(whole?.getAttribute('title')).toBe('api-1795933188912-885489@example.com');
    expect(whole?.textContent).toBe('api-1795933188912-885489@example.com');
    const pieces = [...screen.container.querySelectorAll('[title] span')].map((piece) => piece.textContent);
    expect(pieces).toEqual(['api-', '1795933188912-', '885489@example.com']);
    // The piece with the '@' keeps the name's last part with it, on one line.
    const last = screen.container.querySelectorAll('[title] span')[2];
    expect(last?.getClientRects()).toHaveLength(1);
  });

  it('keeps an address without separators whole', async () => {
    const screen = await render(<Email address="ada@example.com" />);
    const pieces = [...screen.container.querySelectorAll('[title] span')].map((piece) => piece.textContent);
    expect(pieces).toEqual(['ada@example.com']);
  });
});
