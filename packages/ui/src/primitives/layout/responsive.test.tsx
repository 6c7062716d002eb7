import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atom, mapResponsive, type Responsive, resolveResponsive } from './responsive';

type Step = '4' | '8' | '16' | '32';

describe('resolveResponsive: the value at mobile, tablet and desktop', () => {
  it.each<[string, Responsive<Step>, readonly [Step, Step, Step]]>([
    ['one value for every width', '16', ['16', '16', '16']],
    ['an array in breakpoint order', ['8', '16', '32'], ['8', '16', '32']],
    ['a short array: the last value carries up', ['8', '16'], ['8', '16', '16']],
    ['an array with a gap: null takes the one below', ['8', null, '32'], ['8', '8', '32']],
    ['an object by breakpoint', { mobile: '8', desktop: '32' }, ['8', '8', '32']],
    [
      'an object without mobile: the fallback below its first breakpoint',
      { tablet: '32' },
      ['4', '32', '32'],
    ],
  ])('%s', (_, value, expected) => {
    expect(resolveResponsive(value, '4')).toEqual(expected);
  });

  it('a breakpoint without a value takes the one below it (never a smaller breakpoint skipped)', () => {
    const step = fc.constantFrom<Step>('4', '8', '16', '32');
    fc.assert(
      fc.property(
        fc.option(step, { nil: undefined }),
        fc.option(step, { nil: undefined }),
        fc.option(step, { nil: undefined }),
        (mobile, tablet, desktop) => {
          const value: Record<string, Step> = {};
          if (mobile) value.mobile = mobile;
          if (tablet) value.tablet = tablet;
          if (desktop) value.desktop = desktop;
          const [m, t, d] = resolveResponsive(value, '4');
          expect(m).toBe(mobile ?? '4');
          expect(t).toBe(tablet ?? m);
          expect(d).toBe(desktop ?? t);
        },
      ),
    );
  });
});

describe('atom and mapResponsive: what a layout component hands to Box', () => {
  it('one value when every breakpoint agrees, else the array', () => {
    expect(atom(['8', '8', '8'])).toBe('8');
    expect(atom(['8', '8', '16'])).toEqual(['8', '8', '16']);
  });

  it('translates each breakpoint', () => {
    const map = { top: 'flex-start', center: 'center' } as const;
    expect(mapResponsive('top', 'center', map)).toBe('flex-start');
    expect(mapResponsive({ tablet: 'top' }, 'center', map)).toEqual(['center', 'flex-start', 'flex-start']);
  });
});
