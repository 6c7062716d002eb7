import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeManagementSectionTitle,
  EMPTY_ACTIVE_MANAGEMENT,
  fromActiveManagementSettings,
  indexWeightTotal,
  type ModelFormValues,
  modelFormMessages,
  modelFormSchema,
  NEW_MODEL_INDEX,
  strategyOptionsForProduct,
  toActiveManagementSettings,
  trackingErrorToDisplay,
  trackingErrorToStorage,
  typedIndexWeightTotal,
} from './modelForm';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const market: ModelFormValues = {
  name: 'Cairn Market',
  description: '',
  objective: '',
  product: 'MARKET',
  drift_threshold: 5,
  rebalance_period: 30,
  icon_image: null,
  index_data: [
    { index: 'CLC', weight: 60 },
    { index: 'CDF', weight: 40 },
  ],
  active_management_settings: EMPTY_ACTIVE_MANAGEMENT,
};
const alpha: ModelFormValues = {
  ...market,
  product: 'ALPHA',
  active_management_settings: { strategy: 'Alpha Momentum', tracking_error: 5, max_deviation: null },
};
const smartBeta: ModelFormValues = {
  ...market,
  product: 'SMART_BETA',
  active_management_settings: { strategy: 'Smart Beta Value', tracking_error: 5, max_deviation: 2 },
};

describe('model form messages (doc 3 §5)', () => {
  it('quotes the spec', () => {
    expect(modelFormMessages).toMatchObject({
      indexesRequired: 'At least one index is required',
      weightAboveZero: 'Weight must be greater than 0',
      weightAtMost100: 'Weight must be less than 100',
      weightsSum: 'Index weights must sum to 100',
      trackingErrorMin: 'Tracking error must be greater than or equal to 1',
      trackingErrorMax: 'Tracking error must be less than or equal to 100',
    });
  });
});

describe('modelFormSchema', () => {
  it.each([[market], [alpha], [smartBeta]])('accepts a complete %#', (values) => {
    expect(messagesOf(modelFormSchema.safeParse(values))).toEqual([]);
  });

  it.each([
    [{ name: '' }, [['name', 'Model Name is required']]],
    [{ product: 'BALANCED' }, [['product', 'Product is required']]],
    [{ drift_threshold: Number.NaN }, [['drift_threshold', 'Drift threshold must be a number']]],
    [{ rebalance_period: null }, [['rebalance_period', 'Rebalance period must be a number']]],
    [{ index_data: [] }, [['index_data', 'At least one index is required']]],
    [{ index_data: [{ index: 'CLC', weight: 100 }] }, []],
    [{ index_data: [{ index: '', weight: 100 }] }, [['index_data.0.index', 'Index is required']]],
    [{ index_data: [{ index: 7, weight: 100 }] }, []],
    [{ index_data: [{ index: null, weight: 100 }] }, [['index_data.0.index', 'Index is required']]],
    [
      {
        index_data: [
          { index: 'CLC', weight: 0 },
          { index: 'CDF', weight: 100 },
        ],
      },
      [['index_data.0.weight', 'Weight must be greater than 0']],
    ],
    [
      { index_data: [{ index: 'CLC', weight: 100.5 }] },
      [
        ['index_data.0.weight', 'Weight must be less than 100'],
        ['index_data', 'Index weights must sum to 100'],
      ],
    ],
    [{ index_data: [{ index: 'CLC', weight: null }] }, [['index_data.0.weight', 'Weight is required']]],
    [
      {
        index_data: [
          { index: 'CLC', weight: 60 },
          { index: 'CDF', weight: 39.99 },
        ],
      },
      [['index_data', 'Index weights must sum to 100']],
    ],
    [
      {
        index_data: [
          { index: 'A', weight: 33.33 },
          { index: 'B', weight: 33.33 },
          { index: 'C', weight: 33.34 },
        ],
      },
      [],
    ],
    [
      {
        index_data: [
          { index: 'A', weight: 0.1 },
          { index: 'B', weight: 0.2 },
          { index: 'C', weight: 99.7 },
        ],
      },
      [],
    ],
  ])('MARKET with %j gives %j (weights summed exactly)', (change, expected) => {
    expect(messagesOf(modelFormSchema.safeParse({ ...market, ...change }))).toEqual(expected);
  });

  it('has no active management for MARKET, whatever the settings hold', () => {
    const settings = { strategy: null, tracking_error: 500, max_deviation: null };
    expect(
      messagesOf(modelFormSchema.safeParse({ ...market, active_management_settings: settings })),
    ).toEqual([]);
  });

  it.each([
    [alpha, { tracking_error: 1 }, []],
    [alpha, { tracking_error: 100 }, []],
    [
      alpha,
      { tracking_error: 0.99 },
      [['active_management_settings.tracking_error', 'Tracking error must be greater than or equal to 1']],
    ],
    [
      alpha,
      { tracking_error: 100.01 },
      [['active_management_settings.tracking_error', 'Tracking error must be less than or equal to 100']],
    ],
    [
      alpha,
      { tracking_error: null },
      [['active_management_settings.tracking_error', 'Tracking error is required']],
    ],
    [alpha, { strategy: '' }, [['active_management_settings.strategy', 'Strategy is required']]],
    [alpha, { strategy: null }, [['active_management_settings.strategy', 'Strategy is required']]],
    [alpha, { max_deviation: null }, []],
    [
      smartBeta,
      { max_deviation: null },
      [['active_management_settings.max_deviation', 'Max deviation is required']],
    ],
    [smartBeta, { max_deviation: 0 }, []],
  ] as const)('%# %j gives %j (tracking error 1 to 100 inclusive)', (values, change, expected) => {
    const settings = { ...values.active_management_settings, ...change };
    expect(
      messagesOf(modelFormSchema.safeParse({ ...values, active_management_settings: settings })),
    ).toEqual(expected);
  });

  it('reports the active management with the other fields, even when settings are missing', () => {
    expect(
      messagesOf(
        modelFormSchema.safeParse({ ...smartBeta, name: '', active_management_settings: undefined }),
      ),
    ).toEqual([
      ['name', modelFormMessages.nameRequired],
      ['active_management_settings', expect.any(String)],
      ['active_management_settings.strategy', modelFormMessages.strategyRequired],
      ['active_management_settings.tracking_error', modelFormMessages.trackingErrorRequired],
      ['active_management_settings.max_deviation', modelFormMessages.maxDeviationRequired],
    ]);
  });

  it('sums weights exactly', () => {
    expect(indexWeightTotal([{ weight: 0.1 }, { weight: 0.2 }])).toBe('0.3');
    expect(indexWeightTotal([])).toBe('0');
  });
});

describe('tracking error display (doc 3 §3)', () => {
  it.each([
    [0.07, 7],
    ['0.07', 7],
    [0.01, 1],
    [1, 100],
    [0.0123, 1.23],
    [0.29, 29],
  ])('stored %j shows as %j', (stored, display) => {
    expect(trackingErrorToDisplay(stored)).toBe(display);
  });

  it.each([
    [7, 0.07],
    [1.23, 0.0123],
    [29, 0.29],
    [100, 1],
  ])('displayed %j is stored as %j', (display, stored) => {
    expect(trackingErrorToStorage(display)).toBe(stored);
  });

  it('round-trips exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000 }), (hundredths) => {
        const display = hundredths / 100;
        expect(trackingErrorToDisplay(trackingErrorToStorage(display))).toBe(display);
      }),
    );
  });

  it('converts settings both ways', () => {
    expect(toActiveManagementSettings('MARKET', alpha.active_management_settings)).toBeNull();
    expect(
      toActiveManagementSettings('ALPHA', {
        strategy: 'Alpha Momentum',
        tracking_error: 7,
        max_deviation: 3,
      }),
    ).toEqual({
      strategy: 'Alpha Momentum',
      tracking_error: 0.07,
    });
    expect(
      toActiveManagementSettings('SMART_BETA', {
        strategy: 'Smart Beta Value',
        tracking_error: 29,
        max_deviation: 3,
      }),
    ).toEqual({
      strategy: 'Smart Beta Value',
      tracking_error: 0.29,
      max_deviation: 3,
    });
    expect(toActiveManagementSettings('SMART_BETA', EMPTY_ACTIVE_MANAGEMENT)).toEqual({
      strategy: '',
      tracking_error: 0,
      max_deviation: 0,
    });
    expect(fromActiveManagementSettings({ strategy: 'Alpha Momentum', tracking_error: 0.07 })).toEqual({
      strategy: 'Alpha Momentum',
      tracking_error: 7,
      max_deviation: null,
    });
    expect(fromActiveManagementSettings({ max_deviation: 2, tracking_error: null })).toEqual({
      strategy: null,
      tracking_error: null,
      max_deviation: 2,
    });
    expect(fromActiveManagementSettings(null)).toEqual(EMPTY_ACTIVE_MANAGEMENT);
    expect(fromActiveManagementSettings(undefined)).toEqual(EMPTY_ACTIVE_MANAGEMENT);
  });
});

describe('active management by product (doc 3 §2)', () => {
  const options = [
    { value: 1, label: 'Alpha Momentum' },
    { value: 2, label: 'Smart Beta Value' },
    { value: 3, label: 'Smart Beta Alpha Blend' },
    { value: 4, label: 'alpha lowercase' },
  ];

  it.each([
    ['ALPHA', [1, 3]],
    ['SMART_BETA', [2, 3]],
    ['MARKET', []],
  ] as const)('%s offers strategies %j', (product, values) => {
    expect(strategyOptionsForProduct(options, product).map((option) => option.value)).toEqual(values);
  });

  it.each([
    ['SMART_BETA', 'Style Tilts'],
    ['ALPHA', 'Target Tracking Error'],
    ['MARKET', null],
  ] as const)('%s section title is %j', (product, title) => {
    expect(activeManagementSectionTitle(product)).toBe(title);
  });
});

describe('a row without its index does not silence the other rules', () => {
  it('still checks the weights total and the active management settings', () => {
    const values = {
      ...alpha,
      index_data: [{ index: '', weight: 60 }],
      active_management_settings: { strategy: null, tracking_error: 0.5, max_deviation: null },
    };
    expect(messagesOf(modelFormSchema.safeParse(values))).toEqual([
      ['index_data.0.index', 'Index is required'],
      ['index_data', 'Index weights must sum to 100'],
      ['active_management_settings.strategy', 'Strategy is required'],
      ['active_management_settings.tracking_error', 'Tracking error must be greater than or equal to 1'],
    ]);
  });
});

describe('a new index row', () => {
  it('a new index row has no index and no weight', () => {
    expect(NEW_MODEL_INDEX).toEqual({ index: '' });
  });
});

describe('typedIndexWeightTotal (the running total beside the list)', () => {
  it.each([
    ['nothing typed', [], '0'],
    ['no list yet', undefined, '0'],
    ['an empty weight counts as 0', [{ weight: 60 }, { weight: undefined }], '60'],
    ['a cleared weight (NaN) counts as 0', [{ weight: Number.NaN }, { weight: 40 }], '40'],
    ['exact decimals: 0.1 + 0.2', [{ weight: 0.1 }, { weight: 0.2 }], '0.3'],
    ['a missing row counts as 0', [null, { weight: 100 }], '100'],
  ])('%s', (_case, rows, total) => {
    expect(typedIndexWeightTotal(rows)).toBe(total);
  });

  it('adds whole weights exactly, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 10 }), (weights) => {
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        expect(typedIndexWeightTotal(weights.map((weight) => ({ weight })))).toBe(String(total));
        expect(typedIndexWeightTotal([...weights].reverse().map((weight) => ({ weight })))).toBe(
          String(total),
        );
      }),
    );
  });
});
