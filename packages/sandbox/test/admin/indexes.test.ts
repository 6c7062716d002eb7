import { adminCallSpecs as calls, type IndexSaveForm } from '@cairn/api-client';
import { adminUploadMessages, indexFormMessages, sum } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { catalogSlice } from '../../src/seed/catalog';
import { apiError, createSandbox, pngFile } from './setup';

const total = (weights: Record<string, number>) => sum(Object.values(weights));

/** A valid index form: DeFi assets on Ethereum, top 5 by market cap, market-cap weighted. */
function defiForm(overrides: Partial<IndexSaveForm> = {}): IndexSaveForm {
  return {
    name: 'Cairn DeFi Five',
    description: 'The five largest DeFi protocols on Ethereum.',
    ticker: 'CDF5',
    about: 'Rebalanced monthly.',
    status: 'ACTIVE',
    icon_image: pngFile(),
    blockchains: ['Ethereum'],
    sectors: ['DeFi'],
    industry_groups: [],
    industries: [],
    subindustries: [],
    ranking: { factor_name: 'market_cap', cutoff: 5, ascending: false },
    off_chain_factors: [
      { factor_name: 'market_cap', min: 100_000_000, max: null, min_days: null, factor_type: 'hard' },
    ],
    on_chain_factors: [],
    weighting: 'Market Cap',
    excluded_assets: ['CRV'],
    ...overrides,
  };
}

describe('index options (doc 3 §7)', () => {
  it('lists the classification from the catalog, and the sub-levels of chosen sectors', async () => {
    const { admin, world } = createSandbox();
    const options = await admin.call(calls.getIndexCreateOptions, {});
    const { assets } = catalogSlice(world);
    expect(options.sectors).toEqual(
      [...new Set(assets.map((asset) => asset.sector))].sort((a, b) => a.localeCompare(b)),
    );
    expect(options.blockchains).toContain('Ethereum');
    expect(options.weighting_methodologies.map((option) => option.value)).toEqual([
      'Market Cap',
      'Equal',
      'Square Root Market Cap',
      'Capped Market Cap',
    ]);
    expect(options.ranking_metrics.map((option) => option.value)).toContain('market_cap');
    expect(options.off_chain_factors.length).toBeGreaterThan(0);
    expect(options.on_chain_factors.length).toBeGreaterThan(0);
    expect(options.assets).toContainEqual({ symbol: 'BTC', name: 'Bitcoin' });

    expect(await admin.call(calls.getIndexSectors, {})).toEqual(options.sectors);
    expect(await admin.call(calls.getIndexBlockchains, {})).toEqual(options.blockchains);
    expect(await admin.call(calls.getIndexIndustryGroups, {})).toEqual(options.industry_groups);

    const defiGroups = await admin.call(calls.getIndexIndustryGroups, { sectors: ['DeFi'] });
    const defiAssets = assets.filter((asset) => asset.sector === 'DeFi');
    expect(defiGroups).toEqual(
      [...new Set(defiAssets.map((asset) => asset.industry_group))].sort((a, b) => a.localeCompare(b)),
    );
    expect(defiGroups).not.toContain('Layer 1');
    const two = await admin.call(calls.getIndexIndustries, { sectors: ['DeFi', 'Gaming'] });
    expect(two).toContain('Money Markets');
    expect(two).toContain('Virtual Worlds');
    expect(two).not.toContain('Oracles');
    const sub = await admin.call(calls.getIndexSubindustries, { sectors: 'Currency' });
    expect(sub).toContain('Proof of Work');
    expect(sub).not.toContain('Proof of Stake');
  });
});

describe('index creation (doc 3 §2, §4, §7)', () => {
  it('creates an index from the multipart form with an icon, and lists it', async () => {
    const { admin, world } = createSandbox();
    const before = catalogSlice(world).indices.length;
    const saved = await admin.call(calls.createAdminIndex, defiForm());

    expect(saved.index_type).toBe('CAIRN');
    expect(saved.details).toMatchObject({ name: 'Cairn DeFi Five', ticker: 'CDF5', status: 'ACTIVE' });
    expect(saved.details.icon_image).toMatch(/^\/__sandbox\/icons\/[0-9a-f]{64}\.png$/);
    expect(saved.ranking).toEqual({ factor_name: 'market_cap', cutoff: 5, ascending: false });
    expect(saved.excluded_assets).toEqual(['CRV']);
    expect(Object.keys(saved.asset_weights)).toHaveLength(5);
    expect(saved.asset_weights).not.toHaveProperty('CRV');
    expect(total(saved.asset_weights).eq(100)).toBe(true);
    const { assets } = catalogSlice(world);
    for (const symbol of Object.keys(saved.asset_weights)) {
      expect(assets.find((asset) => asset.symbol === symbol)).toMatchObject({
        sector: 'DeFi',
        blockchain: 'Ethereum',
      });
    }

    // Read back: the list, the index, and the catalog the marketplace reads.
    expect(catalogSlice(world).indices).toHaveLength(before + 1);
    const list = await admin.call(calls.getAdminIndexes, {});
    expect(list).toContainEqual({
      id: saved.id,
      name: 'Cairn DeFi Five',
      ticker: 'CDF5',
      status: 'ACTIVE',
      is_hidden: false,
      index_type: 'CAIRN',
    });
    expect(await admin.call(calls.getAdminIndex, { id: saved.id })).toEqual(saved);
    expect(catalogSlice(world).indices.find((index) => index.id === saved.id)).toMatchObject({
      ticker: 'CDF5',
      asset_weights: saved.asset_weights,
      sector: 'DeFi',
    });
  });

  it('updates an index: an icon sent as null keeps the stored one', async () => {
    const { admin } = createSandbox();
    const created = await admin.call(calls.createAdminIndex, defiForm());
    const updated = await admin.call(calls.updateAdminIndex, {
      ...defiForm({ icon_image: null, name: 'Cairn DeFi Equal', weighting: 'Equal' }),
      id: created.id,
    });
    expect(updated.id).toBe(created.id);
    expect(updated.details.name).toBe('Cairn DeFi Equal');
    expect(updated.details.icon_image).toBe(created.details.icon_image);
    const weights = Object.values(updated.asset_weights);
    expect(new Set(weights)).toEqual(new Set([20]));
    expect(await admin.call(calls.getAdminIndex, { id: created.id })).toEqual(updated);
  });

  it('refuses to edit a partner index and a ticker already used', async () => {
    const { admin, world } = createSandbox();
    const partner = catalogSlice(world).indices.find((index) => index.index_type !== 'CAIRN');
    expect(partner).toBeDefined();
    const notEditable = await apiError(
      admin.call(calls.updateAdminIndex, { ...defiForm(), id: partner?.id ?? '' }),
    );
    expect(notEditable.status).toBe(400);
    expect(notEditable.body).toEqual({
      code: 'USER_CORRECTABLE',
      message: 'Only Cairn indexes can be edited',
    });
    const clash = await apiError(admin.call(calls.createAdminIndex, defiForm({ ticker: 'CBTC' })));
    expect(clash.body?.code).toBe('USER_CORRECTABLE');
    expect(clash.body?.message).toContain('CBTC');
    const missing = await apiError(admin.call(calls.getAdminIndex, { id: 'index-nope' }));
    expect(missing.status).toBe(404);
  });

  it.each<[string, Partial<IndexSaveForm>, string]>([
    ['a blank name', { name: ' ' }, indexFormMessages.nameRequired],
    ['no ticker', { ticker: '' }, indexFormMessages.tickerRequired],
    ['a 6-letter ticker', { ticker: 'ABCDEF' }, indexFormMessages.tickerTooLong],
    ['no status', { status: '' }, indexFormMessages.statusRequired],
    ['no weighting', { weighting: '' }, indexFormMessages.weightingRequired],
    [
      'a partial ranking',
      { ranking: { factor_name: 'market_cap', cutoff: null, ascending: null } },
      indexFormMessages.rankingAllOrNone,
    ],
    [
      'a factor without min or max',
      {
        off_chain_factors: [
          { factor_name: 'market_cap', min: null, max: null, min_days: null, factor_type: 'hard' },
        ],
      },
      indexFormMessages.minOrMaxRequired,
    ],
    [
      'a factor without metric',
      { on_chain_factors: [{ factor_name: '', min: 1, max: null, min_days: null, factor_type: 'soft' }] },
      indexFormMessages.metricRequired,
    ],
    [
      'a factor without strictness',
      {
        on_chain_factors: [
          { factor_name: 'active_addresses', min: 1, max: null, min_days: null, factor_type: null },
        ],
      },
      indexFormMessages.strictnessRequired,
    ],
    ['an unknown sector', { sectors: ['Nope'] }, 'Unknown sector: Nope'],
    ['an unknown weighting', { weighting: 'Random' }, 'Unknown weighting methodology: Random'],
    ['filters that match nothing', { blockchains: ['Bitcoin'] }, 'No assets found'],
    [
      'a PDF icon',
      { icon_image: new File(['%PDF'], 'icon.pdf', { type: 'application/pdf' }) },
      adminUploadMessages.iconType,
    ],
  ])('answers %s with the form message and saves nothing', async (_, change, message) => {
    const { admin, world } = createSandbox();
    const before = JSON.stringify(catalogSlice(world).indices);
    const error = await apiError(
      admin.call(calls.createAdminIndex, { ...defiForm(), ...change } as IndexSaveForm),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
    expect(JSON.stringify(catalogSlice(world).indices)).toBe(before);
  });

  it('answers missing fields and wrong types with 400 and saves nothing', async () => {
    const { admin, world, fetch } = createSandbox();
    const before = catalogSlice(world).indices.length;
    const { name: _name, ...withoutName } = defiForm();
    const missing = await apiError(admin.call(calls.createAdminIndex, withoutName as IndexSaveForm));
    expect(missing.status).toBe(400);
    expect(missing.body?.message).toMatch(/^name: /);
    const wrongType = await apiError(
      admin.call(calls.createAdminIndex, { ...defiForm(), blockchains: 'Ethereum' } as IndexSaveForm),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body?.message).toMatch(/blockchains: .*expected array/);
    // A JSON body where multipart is expected: 415, as any body of the wrong type.
    const token = admin.session.getToken() ?? '';
    const json = await fetch(
      new Request('http://sandbox.test/api/admin/index', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'x' }),
      }),
    );
    expect(json.status).toBe(415);
    expect(catalogSlice(world).indices).toHaveLength(before);
  });
});

describe('index toggles (doc 3 §4)', () => {
  it('activates, deactivates, hides and shows with single-field updates', async () => {
    const { admin, world } = createSandbox();
    const { id } = await admin.call(calls.createAdminIndex, defiForm());
    const row = async () => (await admin.call(calls.getAdminIndexes, {})).find((index) => index.id === id);

    expect(await admin.call(calls.patchAdminIndex, { id, status: 'INACTIVE' })).toMatchObject({
      id,
      status: 'INACTIVE',
    });
    expect(await row()).toMatchObject({ status: 'INACTIVE', is_hidden: false });
    expect(await admin.call(calls.patchAdminIndex, { id, is_hidden: true })).toMatchObject({
      is_hidden: true,
    });
    expect(await row()).toMatchObject({ status: 'INACTIVE', is_hidden: true });
    expect((await admin.call(calls.getAdminIndex, { id })).details.status).toBe('INACTIVE');
    await admin.call(calls.patchAdminIndex, { id, status: 'ACTIVE' });
    await admin.call(calls.patchAdminIndex, { id, is_hidden: false });
    expect(await row()).toMatchObject({ status: 'ACTIVE', is_hidden: false });
    expect(catalogSlice(world).indices.find((index) => index.id === id)).toMatchObject({
      status: 'ACTIVE',
      is_hidden: false,
    });
  });

  it.each([
    ['no field', {}],
    ['two fields', { status: 'ACTIVE', is_hidden: true }],
    ['an unknown field', { name: 'x' }],
    ['a wrong type', { is_hidden: 'yes' }],
    ['an unknown status', { status: 'PAUSED' }],
  ])('rejects %s with 400 and changes nothing', async (_, body) => {
    const { admin, world } = createSandbox();
    const index = catalogSlice(world).indices[0];
    const before = JSON.stringify(index);
    const error = await apiError(
      admin.call(calls.patchAdminIndex, { id: index?.id ?? '', ...body } as never),
    );
    expect(error.status).toBe(400);
    expect(error.body?.message).toContain('Send exactly one field: status');
    expect(JSON.stringify(catalogSlice(world).indices[0])).toBe(before);
  });
});

describe('asset breakdown preview', () => {
  const definition = () => {
    const {
      name: _n,
      description: _d,
      ticker: _t,
      about: _a,
      status: _s,
      icon_image: _i,
      ...rest
    } = defiForm();
    // The save form's fields travel as JSON strings or values; the preview takes the parsed form.
    return calls.previewAssetBreakdown.body.parse(rest);
  };

  it('computes weights summing to 100 from the form, without saving', async () => {
    const { admin, world } = createSandbox();
    const before = catalogSlice(world).indices.length;
    const { asset_breakdown } = await admin.call(calls.previewAssetBreakdown, definition());
    expect(Object.keys(asset_breakdown)).toHaveLength(5);
    expect(total(asset_breakdown).eq(100)).toBe(true);
    const weights = Object.values(asset_breakdown);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(catalogSlice(world).indices).toHaveLength(before);
  });

  it('follows ranking direction, exclusions and the capped methodology', async () => {
    const { admin } = createSandbox();
    const top3 = await admin.call(calls.previewAssetBreakdown, {
      ...definition(),
      blockchains: [],
      sectors: [],
      excluded_assets: ['usdc'],
      off_chain_factors: [],
      ranking: { factor_name: 'market_cap', cutoff: 3, ascending: false },
    });
    expect(Object.keys(top3.asset_breakdown)).toEqual(['BTC', 'ETH', 'XRP']);
    const capped = await admin.call(calls.previewAssetBreakdown, {
      ...definition(),
      blockchains: [],
      sectors: [],
      off_chain_factors: [],
      excluded_assets: ['USDC'],
      ranking: { factor_name: 'market_cap', cutoff: 10, ascending: false },
      weighting: 'Capped Market Cap',
    });
    expect(Object.values(capped.asset_breakdown).every((weight) => weight <= 25.0001)).toBe(true);
    expect(total(capped.asset_breakdown).eq(100)).toBe(true);
  });

  it('answers an empty breakdown when no asset matches', async () => {
    const { admin } = createSandbox();
    const empty = await admin.call(calls.previewAssetBreakdown, {
      ...definition(),
      blockchains: ['Bitcoin'],
    });
    expect(empty).toEqual({ asset_breakdown: {} });
  });

  it('judges the definition with the form rules', async () => {
    const { admin } = createSandbox();
    const error = await apiError(admin.call(calls.previewAssetBreakdown, { ...definition(), weighting: '' }));
    expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message: indexFormMessages.weightingRequired });
  });
});
