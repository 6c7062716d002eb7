import { EMPTY_ACTIVE_MANAGEMENT, modelFormSchema } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { type AdminModelRecord, modelFormValues, modelSavePayload } from './modelBodies';

/** A stand-in for the platform's file type: the bodies never touch the DOM. */
class IconFile {
  constructor(readonly name: string) {}
}

const momentum: AdminModelRecord = {
  model: {
    name: 'Momentum',
    description: 'A momentum tilt over the top ten.',
    objective: 'Follow assets with strong recent returns.',
    product: 'SMART_BETA',
    drift_threshold: 5,
    rebalance_period: 30,
    icon_image: '/api/icons/momentum.png',
  },
  index_data: [
    { index: 'index-cmom', weight: 70 },
    { index: 'index-cc10', weight: 30 },
  ],
  active_management_settings: { strategy: 'SMART_BETA_MOMENTUM', tracking_error: 0.05, max_deviation: 20 },
};

describe('modelFormValues (doc 3 §3: the API model as the form holds it)', () => {
  it('a new model starts with one empty index row and no settings, product or numbers', () => {
    expect(modelFormValues(null)).toEqual({
      name: '',
      description: '',
      objective: '',
      icon_image: null,
      index_data: [{ index: '' }],
      active_management_settings: EMPTY_ACTIVE_MANAGEMENT,
    });
  });

  it.each([
    ['name', 'Momentum'],
    ['description', 'A momentum tilt over the top ten.'],
    ['objective', 'Follow assets with strong recent returns.'],
    ['product', 'SMART_BETA'],
    ['drift_threshold', 5],
    ['rebalance_period', 30],
    ['icon_image', '/api/icons/momentum.png'],
  ] as const)('a saved model: %s comes from its fields', (field, expected) => {
    expect(modelFormValues(momentum)[field]).toBe(expected);
  });

  it.each([
    [
      'stored settings show the tracking error ×100',
      momentum.active_management_settings,
      { strategy: 'SMART_BETA_MOMENTUM', tracking_error: 5, max_deviation: 20 },
    ],
    ['no stored settings (MARKET, or never set) leave the section empty', null, EMPTY_ACTIVE_MANAGEMENT],
  ])('%s', (_rule, stored, shown) => {
    expect(
      modelFormValues({ ...momentum, active_management_settings: stored }).active_management_settings,
    ).toEqual(shown);
  });

  it('a saved model with its settings is a valid form as it is', () => {
    expect(modelFormSchema.safeParse(modelFormValues(momentum)).success).toBe(true);
  });

  it('a SMART_BETA model without settings is not: Save stays disabled until they are given', () => {
    const values = modelFormValues({ ...momentum, active_management_settings: null });
    expect(modelFormSchema.safeParse(values).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'active_management_settings.strategy',
      'active_management_settings.tracking_error',
      'active_management_settings.max_deviation',
    ]);
  });
});

describe('modelSavePayload (doc 3 §3, §4, §7)', () => {
  const valid = modelFormSchema.parse(modelFormValues(momentum));

  it.each([
    [
      'SMART_BETA sends strategy, tracking error ÷100 and max deviation',
      'SMART_BETA',
      valid.active_management_settings,
      { strategy: 'SMART_BETA_MOMENTUM', tracking_error: 0.05, max_deviation: 20 },
    ],
    [
      'ALPHA sends strategy and tracking error ÷100',
      'ALPHA',
      { strategy: 'Factor tilt', tracking_error: 8, max_deviation: null },
      { strategy: 'Factor tilt', tracking_error: 0.08 },
    ],
    ['MARKET sends none', 'MARKET', EMPTY_ACTIVE_MANAGEMENT, null],
  ] as const)('%s', (_rule, product, settings, sent) => {
    expect(
      modelSavePayload({ ...valid, product, active_management_settings: settings })
        .active_management_settings,
    ).toEqual(sent);
  });

  const icon = new IconFile('icon.png');
  it.each([
    ['the saved icon, held as its URL, is sent as null', '/api/icons/momentum.png', null],
    ['no icon is sent as null', null, null],
    ['a newly chosen image is sent', icon, icon],
  ])('icon: %s', (_case, chosen, sent) => {
    expect(modelSavePayload<IconFile>({ ...valid, icon_image: chosen }).icon_image).toBe(sent);
  });

  it('sends the model fields, and each index id as text', () => {
    expect(modelSavePayload({ ...valid, index_data: [{ index: 7, weight: 100 }] })).toMatchObject({
      model: {
        name: 'Momentum',
        description: 'A momentum tilt over the top ten.',
        objective: 'Follow assets with strong recent returns.',
        product: 'SMART_BETA',
        drift_threshold: 5,
        rebalance_period: 30,
      },
      index_data: [{ index: '7', weight: 100 }],
    });
  });

  it.each([
    ['description', undefined, ''],
    ['objective', undefined, ''],
  ] as const)('an absent %s is sent empty', (field, value, sent) => {
    expect(modelSavePayload({ ...valid, [field]: value }).model[field]).toBe(sent);
  });
});
