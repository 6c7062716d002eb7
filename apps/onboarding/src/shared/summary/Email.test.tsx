import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Email } from './Email';

// Review 9: the review's email broke at the '@', leaving '@example.com' alone on its line.
// Review 10: it broke inside its name ('api-1795950508007- / 315028@example.com'): an address
// breaks only before its '@', or not at all.
describe('an email in a sentence or a summary', () => {
  it('wraps only before the @, never inside its name or its domain', async () => {
    const screen = await render(
      <div style={{ width: '14rem' }}>
        <Email address="api-1795933188912-885489@example.com" />
      </div>,
    );
    const whole = screen.container.querySelector('[title]');
    expect(whole?.getAttribute('title')).toBe('api-1795933188912-885489@example.com');
    expect(whole?.textContent).toBe('api-1795933188912-885489@example.com');
    const pieces = [...screen.container.querySelectorAll('[title] span')];
    expect(pieces.map((piece) => piece.textContent)).toEqual(['api-1795933188912-885489', '@example.com']);
    // Each piece on one line, though the column is narrower than the address.
    for (const piece of pieces) expect(piece.getClientRects()).toHaveLength(1);
    expect(pieces[1]?.getBoundingClientRect().top).toBeGreaterThan(
      pieces[0]?.getBoundingClientRect().top ?? 0,
    );
  });

  it('keeps an address that fits on one line', async () => {
    const screen = await render(<Email address="ada@example.com" />);
    const pieces = [...screen.container.querySelectorAll('[title] span')];
    expect(pieces.map((piece) => piece.textContent)).toEqual(['ada', '@example.com']);
    expect(pieces[0]?.getBoundingClientRect().top).toBe(pieces[1]?.getBoundingClientRect().top);
  });

  it('in a sentence, moves to the next line whole, its full stop with it', async () => {
    const screen = await render(
      <p style={{ width: '20rem' }}>
        Enter the 6-digit code sent to{' '}
        <Email address="api-1795950508007-315028@example.com" end="." keepWhole />
      </p>,
    );
    const pieces = [...screen.container.querySelectorAll('[title]')];
    expect(pieces).toHaveLength(1);
    expect(pieces[0]?.textContent).toBe('api-1795950508007-315028@example.com.');
    expect(pieces[0]?.getClientRects()).toHaveLength(1);
  });
});
