import { describe, expect, it } from 'vitest';
import { type DefinedAtoms, packAtoms, unpackAtoms } from './atoms';
import { sprinkles } from './sprinkles';

const responsive: DefinedAtoms = {
  conditions: {
    defaultCondition: 'mobile',
    conditionNames: ['mobile', 'desktop'],
    responsiveArray: ['mobile', 'desktop'],
  },
  styles: {
    display: {
      values: {
        none: { conditions: { mobile: 'p0', desktop: 'p1' }, defaultClass: 'p0' },
        flex: { conditions: { mobile: 'p2', desktop: 'p3' }, defaultClass: 'p2' },
      },
      responsiveArray: ['mobile', 'desktop'],
    },
  },
};
const plain = (start: number): DefinedAtoms => ({
  conditions: undefined,
  styles: {
    padding: { mappings: ['paddingBlock', 'paddingInline'] },
    paddingBlock: { values: { 0: { defaultClass: `p${start}` }, 8: { defaultClass: `p${start + 1}` } } },
  },
});

describe('packAtoms / unpackAtoms (the sprinkles class map in the built kit)', () => {
  it('keeps a counter for vanilla-extract short class names and unpacks them as they were', () => {
    const defined = [responsive, plain(4)];
    const packed = packAtoms(defined);
    expect(packed.classes).toEqual({ prefix: 'p', count: 6 });
    expect(JSON.stringify(packed)).not.toContain('p3');
    expect(unpackAtoms(packed)).toEqual(defined);
  });

  it('lists any other class names (debug names in development) and unpacks them as they were', () => {
    const defined = [responsive, plain(9)];
    const packed = packAtoms(defined);
    expect(packed.classes).toBe('p0 p1 p2 p3 p9 p10');
    expect(unpackAtoms(packed)).toEqual(defined);
  });

  it('refuses a shape it would not give back (the build fails rather than ship other classes)', () => {
    const unknownShape = {
      conditions: undefined,
      styles: { gap: { values: { 0: { defaultClass: 'g0', extra: 'g9' } } } },
    } as DefinedAtoms;
    expect(() => packAtoms([unknownShape])).toThrow('do not unpack');
  });

  it('gives the layout atoms their classes from the packed map (responsive and plain)', () => {
    const one = sprinkles({ display: 'flex' });
    const three = sprinkles({ display: { mobile: 'none', tablet: 'block', desktop: 'flex' } });
    expect(one.split(' ')).toHaveLength(1);
    expect(three.split(' ')).toHaveLength(3);
    expect(three.split(' ')[0]).toBe(sprinkles({ display: 'none' }));
    expect(three).not.toContain(one);
    expect(sprinkles({ padding: '8' }).split(' ')).toHaveLength(2);
    expect(sprinkles({ padding: '8' })).toBe(
      `${sprinkles({ paddingY: '8' })} ${sprinkles({ paddingX: '8' })}`,
    );
  });
});
