import { describe, expect, it } from 'vitest';
import { portfolioSavePayload } from './portfolioBodies';
import { PortfolioUpdate } from './schema';

describe('portfolioSavePayload (doc 2 §3: "Save payload carries models with id and weight plus excluded asset ids")', () => {
  it('keeps ids and weights only, and each excluded asset once', () => {
    expect(
      portfolioSavePayload(
        [
          { id: 'a', weight: 60, name: 'A', index_tracker: false } as { id: string; weight: number },
          { id: 'b', weight: 40 },
        ],
        ['x', 'y', 'x'],
      ),
    ).toEqual({
      models: [
        { id: 'a', weight: 60 },
        { id: 'b', weight: 40 },
      ],
      excluded_assets: ['x', 'y'],
    });
  });
  it('passes the contract schema of PUT /portfolio', () => {
    expect(PortfolioUpdate.safeParse(portfolioSavePayload([{ id: 'a', weight: 100 }], [])).success).toBe(
      true,
    );
  });
});
