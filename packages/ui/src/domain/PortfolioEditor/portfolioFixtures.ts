import type { PortfolioItem } from './PortfolioEditor';

// A small inline icon so stories need no network; a broken one shows the generic fallback.
const coinIcon = (letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="steelblue"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="white" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

/** Three investments totalling 100. */
export const threeInvestments: PortfolioItem[] = [
  { id: 'market', name: 'Market', weight: 50, iconSrc: coinIcon('M') },
  { id: 'smart-beta', name: 'Smart Beta', weight: 30, iconSrc: 'data:image/png;base64,broken' },
  { id: 'defi', name: 'Cairn DeFi', weight: 20 },
];

/** Ten investments of 10 each. */
export const tenInvestments: PortfolioItem[] = Array.from({ length: 10 }, (_, index) => ({
  id: `index-${index + 1}`,
  name: `Index ${index + 1}`,
  weight: 10,
  iconSrc: coinIcon(String(index + 1)),
}));
