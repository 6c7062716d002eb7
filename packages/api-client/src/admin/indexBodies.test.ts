import { indexFormSchema } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import {
  type AdminIndexRecord,
  indexDefinitionPayload,
  indexFormValues,
  indexSavePayload,
} from './indexBodies';

/** A stand-in for the platform's file type: the bodies never touch the DOM. */
class IconFile {
  constructor(readonly name: string) {}
}

const saved: AdminIndexRecord = {
  details: {
    name: 'Cairn Large Cap',
    description: 'The largest assets.',
    ticker: 'CLC',
    about: 'Rebalanced monthly.',
    icon_image: '/api/icons/clc.png',
    status: 'ACTIVE',
  },
  blockchains: ['Ethereum'],
  sectors: ['Currencies'],
  industry_groups: [],
  industries: [],
  subindustries: [],
  ranking: { factor_name: 'market_cap', cutoff: 10, ascending: false },
  off_chain_factors: [{ factor_name: 'volume', factor_type: 'soft', min: 1000, max: null, min_days: 30 }],
  on_chain_factors: [],
  weighting: 'MARKET_CAP',
  excluded_assets: ['USDT'],
};

describe('indexFormValues (doc 3 §3: the API index as the form holds it)', () => {
  it('a new index starts empty, with no status chosen and no ranking', () => {
    const values = indexFormValues(null);
    expect(values).toEqual({
      name: '',
      description: '',
      ticker: '',
      about: '',
      icon_image: null,
      blockchains: [],
      sectors: [],
      industry_groups: [],
      industries: [],
      subindustries: [],
      ranking: { factor_name: null, cutoff: null, ascending: null },
      off_chain_factors: [],
      on_chain_factors: [],
      weighting: '',
      excluded_assets: [],
    });
    expect(values.status).toBeUndefined();
  });

  it.each([
    ['name', 'Cairn Large Cap'],
    ['description', 'The largest assets.'],
    ['ticker', 'CLC'],
    ['about', 'Rebalanced monthly.'],
    ['icon_image', '/api/icons/clc.png'],
    ['status', 'ACTIVE'],
    ['weighting', 'MARKET_CAP'],
  ] as const)('a saved index: %s comes from its details or definition', (field, expected) => {
    expect(indexFormValues(saved)[field]).toBe(expected);
  });

  it('a saved index keeps its lists, ranking and factors, as copies the form may change', () => {
    const values = indexFormValues(saved);
    expect(values).toMatchObject({
      blockchains: ['Ethereum'],
      sectors: ['Currencies'],
      ranking: { factor_name: 'market_cap', cutoff: 10, ascending: false },
      off_chain_factors: saved.off_chain_factors,
      excluded_assets: ['USDT'],
    });
    expect(values.sectors).not.toBe(saved.sectors);
    expect(values.off_chain_factors[0]).not.toBe(saved.off_chain_factors[0]);
  });

  it('a saved index is a valid form as it is', () => {
    expect(indexFormSchema.safeParse(indexFormValues(saved)).success).toBe(true);
  });
});

describe('indexDefinitionPayload (doc 3 §2, §7: the breakdown preview and the save)', () => {
  const base = indexFormSchema.parse(indexFormValues(saved));

  it.each([
    ['a blank ranking metric is null', { factor_name: '  ', cutoff: null, ascending: null }, null],
    ['a chosen metric is kept', { factor_name: 'market_cap', cutoff: 5, ascending: true }, 'market_cap'],
    ['a missing metric is null', { factor_name: undefined, cutoff: null, ascending: null }, null],
  ])('%s', (_rule, ranking, expected) => {
    expect(indexDefinitionPayload({ ...base, ranking }).ranking.factor_name).toBe(expected);
  });

  it.each([
    ['min', { min: undefined, max: 5, min_days: undefined }, { min: null, max: 5, min_days: null }],
    ['max', { min: 1, max: undefined, min_days: 7 }, { min: 1, max: null, min_days: 7 }],
  ])('an empty factor %s is sent as null', (_field, numbers, expected) => {
    const factor = { factor_name: 'volume', factor_type: 'hard' as const, ...numbers };
    expect(indexDefinitionPayload({ ...base, off_chain_factors: [factor] }).off_chain_factors[0]).toEqual({
      factor_name: 'volume',
      factor_type: 'hard',
      ...expected,
    });
  });

  it('carries every list of the definition and nothing of the details', () => {
    expect(Object.keys(indexDefinitionPayload(base)).sort()).toEqual([
      'blockchains',
      'excluded_assets',
      'industries',
      'industry_groups',
      'off_chain_factors',
      'on_chain_factors',
      'ranking',
      'sectors',
      'subindustries',
      'weighting',
    ]);
  });
});

describe('indexSavePayload (doc 3 §4: an existing icon that is a string is sent as null)', () => {
  const icon = new IconFile('icon.png');
  it.each([
    ['the saved icon, held as its URL', '/api/icons/clc.png', null],
    ['no icon', null, null],
    ['a newly chosen image', icon, icon],
  ])('%s', (_case, chosen, sent) => {
    const values = indexFormSchema.parse({ ...indexFormValues(saved), icon_image: chosen });
    expect(indexSavePayload<IconFile>(values).icon_image).toBe(sent);
  });

  it.each([
    ['description', undefined, ''],
    ['about', undefined, ''],
  ] as const)('an absent %s is sent empty', (field, value, sent) => {
    const values = { ...indexFormSchema.parse(indexFormValues(saved)), [field]: value };
    expect(indexSavePayload(values)[field]).toBe(sent);
  });

  it('sends the details beside the definition', () => {
    const payload = indexSavePayload(indexFormSchema.parse(indexFormValues(saved)));
    expect(payload).toMatchObject({
      name: 'Cairn Large Cap',
      ticker: 'CLC',
      status: 'ACTIVE',
      weighting: 'MARKET_CAP',
      ranking: { factor_name: 'market_cap', cutoff: 10, ascending: false },
    });
  });
});
