import { describe, expect, it } from 'vitest';
import {
  factorSchema,
  type IndexFormValues,
  indexDefinitionSchema,
  indexFormMessages,
  indexFormSchema,
  NEW_INDEX_FACTOR,
  rankingSchema,
} from './indexForm';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const valid: IndexFormValues = {
  name: 'Cairn Large Cap',
  description: '',
  ticker: 'CLC',
  about: '',
  icon_image: null,
  status: 'ACTIVE',
  blockchains: [],
  sectors: ['Currencies'],
  industry_groups: [],
  industries: [],
  subindustries: [],
  ranking: { factor_name: null, cutoff: null, ascending: null },
  off_chain_factors: [
    { factor_name: 'market_cap', factor_type: 'hard', min: 1_000_000, max: null, min_days: 30 },
  ],
  on_chain_factors: [],
  weighting: 'MARKET_CAP',
  excluded_assets: ['USDT'],
};

describe('index form messages (doc 3 §5)', () => {
  it('quotes the spec', () => {
    expect(indexFormMessages).toMatchObject({
      nameRequired: 'Index Name is required',
      tickerRequired: 'Index Ticker is required',
      tickerTooLong: 'Index Ticker must be 5 characters max',
      weightingRequired: 'Weighting Methodology is required',
      rankingAllOrNone: 'All fields or none should be filled',
      metricRequired: 'Metric is required',
      maxAssetsRequired: 'Max Assets is required',
      ascendingRequired: 'Ascending is required',
      strictnessRequired: 'Strictness is required',
      minOrMaxRequired: 'Min or Max is required',
    });
  });
});

describe('indexFormSchema', () => {
  it('accepts a complete index', () => {
    expect(indexFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ name: '' }, [['name', 'Index Name is required']]],
    [{ ticker: '' }, [['ticker', 'Index Ticker is required']]],
    [{ ticker: 'ABCDE' }, []],
    [{ ticker: 'ABCDEF' }, [['ticker', 'Index Ticker must be 5 characters max']]],
    [{ status: '' }, [['status', 'Status is required']]],
    [{ status: undefined }, [['status', 'Status is required']]],
    [{ weighting: '' }, [['weighting', 'Weighting Methodology is required']]],
  ])('%j gives %j (ticker 5 vs 6)', (change, expected) => {
    expect(messagesOf(indexFormSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('ranking: all fields or none (doc 3 §5)', () => {
  it.each([
    [{ factor_name: null, cutoff: null, ascending: null }, []],
    [{}, []],
    [{ factor_name: '', cutoff: null, ascending: null }, []],
    [{ factor_name: 'volume', cutoff: 20, ascending: false }, []],
    [
      { factor_name: 'volume', cutoff: null, ascending: null },
      [
        ['', 'All fields or none should be filled'],
        ['cutoff', 'Max Assets is required'],
        ['ascending', 'Ascending is required'],
      ],
    ],
    [
      { factor_name: '  ', cutoff: 20, ascending: true },
      [
        ['', 'All fields or none should be filled'],
        ['factor_name', 'Metric is required'],
      ],
    ],
    [
      { ascending: false },
      [
        ['', indexFormMessages.rankingAllOrNone],
        ['factor_name', indexFormMessages.metricRequired],
        ['cutoff', indexFormMessages.maxAssetsRequired],
      ],
    ],
    [
      { cutoff: 0, ascending: null },
      [
        ['', indexFormMessages.rankingAllOrNone],
        ['factor_name', indexFormMessages.metricRequired],
        ['ascending', indexFormMessages.ascendingRequired],
      ],
    ],
  ])('%j gives %j (false and 0 count as filled)', (ranking, expected) => {
    expect(messagesOf(rankingSchema.safeParse(ranking))).toEqual(expected);
  });

  it('reports on the ranking path inside the form', () => {
    const result = indexFormSchema.safeParse({ ...valid, ranking: { factor_name: 'volume' } });
    expect(messagesOf(result)[0]).toEqual(['ranking', 'All fields or none should be filled']);
  });
});

describe('factors (doc 3 §5)', () => {
  it.each([
    [{ factor_name: 'tvl', factor_type: 'soft', min: null, max: 10 }, []],
    [{ factor_name: 'tvl', factor_type: 'hard', min: 0 }, []],
    [
      { factor_name: '', factor_type: null, min: null, max: null },
      [
        ['factor_name', 'Metric is required'],
        ['factor_type', 'Strictness is required'],
        ['min', 'Min or Max is required'],
        ['max', 'Min or Max is required'],
      ],
    ],
    [{ factor_name: 'tvl', factor_type: 'medium', min: 1 }, [['factor_type', 'Strictness is required']]],
    [{ factor_name: 'tvl', factor_type: 'HARD', min: 1 }, [['factor_type', 'Strictness is required']]],
  ])('%j gives %j', (factor, expected) => {
    expect(messagesOf(factorSchema.safeParse(factor))).toEqual(expected);
  });

  it('checks every off-chain and on-chain factor in the form', () => {
    const result = indexFormSchema.safeParse({
      ...valid,
      on_chain_factors: [{ factor_name: 'active_addresses', factor_type: 'soft', min: null, max: null }],
    });
    expect(messagesOf(result)).toEqual([
      ['on_chain_factors.0.min', indexFormMessages.minOrMaxRequired],
      ['on_chain_factors.0.max', indexFormMessages.minOrMaxRequired],
    ]);
  });
});

describe('indexDefinitionSchema (what the asset breakdown is calculated from)', () => {
  const definition = {
    blockchains: ['Ethereum'],
    sectors: [],
    industry_groups: [],
    industries: [],
    subindustries: [],
    ranking: { factor_name: null, cutoff: null, ascending: null },
    off_chain_factors: [],
    on_chain_factors: [],
    weighting: 'MARKET_CAP',
    excluded_assets: [],
  };

  it('needs no index details (name, ticker, status)', () => {
    expect(indexDefinitionSchema.safeParse(definition).success).toBe(true);
  });

  it('still needs a weighting methodology', () => {
    const result = indexDefinitionSchema.safeParse({ ...definition, weighting: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(indexFormMessages.weightingRequired);
  });
});

describe('a new factor row', () => {
  it("a new factor row starts without a strictness, so the schema asks for it ('Strictness is required')", () => {
    expect(NEW_INDEX_FACTOR).toEqual({ factor_name: '', min: null, max: null, min_days: null });
  });
});
