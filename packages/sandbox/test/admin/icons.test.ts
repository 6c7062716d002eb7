import { adminCallSpecs as calls, customerCallSpecs, type IndexSaveForm } from '@cairn/api-client';
import { adminUploadMessages } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { iconsSlice } from '../../src/api/admin/icon';
import { catalogSlice } from '../../src/seed/catalog';
import { apiError, createSandbox, makeUser, pngFile } from './setup';

/** A PNG whose header says `width` x `height`, padded to `size` bytes (the server reads the header). */
function pngOf(width: number, height: number, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], 'icon.png', { type: 'image/png' });
}

function form(icon: File | null, ticker = 'CIC5'): IndexSaveForm {
  return {
    name: `Icon Index ${ticker}`,
    description: 'Five DeFi protocols.',
    ticker,
    about: '',
    status: 'ACTIVE',
    icon_image: icon,
    blockchains: ['Ethereum'],
    sectors: ['DeFi'],
    industry_groups: [],
    industries: [],
    subindustries: [],
    ranking: { factor_name: 'market_cap', cutoff: 5, ascending: false },
    off_chain_factors: [],
    on_chain_factors: [],
    weighting: 'Market Cap',
    excluded_assets: [],
  };
}

describe('admin icons are bounded, stored once and served from their own URL (issue 28)', () => {
  it('serves an uploaded icon by its content hash with a year-long immutable cache', async () => {
    const { admin, app } = createSandbox();
    const icon = pngFile();
    const saved = await admin.call(calls.createAdminIndex, form(icon));
    const url = saved.details.icon_image ?? '';
    expect(url).toMatch(/^\/__sandbox\/icons\/[0-9a-f]{64}\.png$/);
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(await icon.arrayBuffer()));
    expect((await app.request('/__sandbox/icons/0000.png')).status).toBe(404);
  });

  it('never inlines an uploaded icon into list answers', async () => {
    const { admin, world, clientFor } = createSandbox();
    const icon = pngFile();
    const saved = await admin.call(calls.createAdminIndex, form(icon));
    const base64 = Buffer.from(await icon.arrayBuffer()).toString('base64');
    const investor = clientFor(makeUser(world, { email: 'icons@test.example' }));
    const lists = [
      await investor.call(customerCallSpecs.getModels, {}),
      await admin.call(calls.getAdminIndexes, {}),
      await admin.call(calls.getAdminModels, {}),
    ];
    for (const list of lists) expect(JSON.stringify(list)).not.toContain(base64.slice(0, 40));
    expect(JSON.stringify(lists[0])).toContain(saved.details.icon_image ?? 'missing');
  });

  it('stores the same image once', async () => {
    const { admin, world } = createSandbox();
    await admin.call(calls.createAdminIndex, form(pngFile(), 'CIC5'));
    await admin.call(calls.createAdminIndex, form(pngFile(), 'CIC6'));
    expect(Object.keys(iconsSlice(world).byFile)).toHaveLength(1);
  });

  it.each([
    ['256 KB or more', pngOf(64, 64, 256 * 1024), adminUploadMessages.iconSize],
    ['a 9 MB image', pngOf(64, 64, 9 * 1024 * 1024 - 1024), adminUploadMessages.iconSize],
    ['wider than 512 px', pngOf(513, 64), adminUploadMessages.iconDimensions],
    ['taller than 512 px', pngOf(64, 4096), adminUploadMessages.iconDimensions],
    [
      'a JPEG whose size cannot be read',
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3])], 'icon.jpg', {
        type: 'image/jpeg',
      }),
      adminUploadMessages.iconContent,
    ],
  ])(
    'refuses an icon %s with the message the icon field shows, changing nothing',
    async (_, icon, message) => {
      const { admin, world } = createSandbox();
      const before = JSON.stringify([catalogSlice(world), iconsSlice(world)]);
      const error = await apiError(admin.call(calls.createAdminIndex, form(icon)));
      expect(error.status).toBe(400);
      expect(error.body).toEqual({ code: 'USER_CORRECTABLE', message });
      expect(JSON.stringify([catalogSlice(world), iconsSlice(world)])).toBe(before);
    },
  );
});
