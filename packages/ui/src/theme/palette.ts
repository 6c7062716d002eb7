/**
 * The chart palette: about 90 fixed colours (doc 3 §9) and the grey of the 'My Portfolio' line
 * (doc 2 §9).
 *
 * Every colour sits in a middle luminance band (relative luminance about 0.17–0.24), so it has at
 * least 3:1 contrast (WCAG 2.2 non-text contrast, 1.4.11) against every chart background of BOTH
 * colour modes: background, surface, surfaceRaised and surfaceSunken, dark and light. The weakest
 * pair is 3.18:1. A series therefore keeps its colour when the user switches mode; `palette.test.tsx`
 * checks the band against the live token values of both themes.
 *
 * The order interleaves hues by the golden angle (30 hues, each in three tones), so neighbouring
 * series indices differ strongly in hue. Generated once in OKLCH and frozen here as hex: the list is
 * data, not computed at run time.
 */
export const CHART_PALETTE: readonly string[] = /* @__PURE__ */ Object.freeze([
  '#d64f4c',
  '#018f62',
  '#9365d8',
  '#a6740f',
  '#1089a0',
  '#cc508e',
  '#5a8a02',
  '#5376e4',
  '#d15809',
  '#118c7f',
  '#af5bc1',
  '#917d06',
  '#1285b8',
  '#d54e67',
  '#099043',
  '#7f6ce0',
  '#b36c0e',
  '#148b93',
  '#c353a3',
  '#758500',
  '#297de0',
  '#d5523a',
  '#128d6f',
  '#9f61d0',
  '#9e7706',
  '#1088a8',
  '#d14f7f',
  '#3e8e11',
  '#6672e4',
  '#c4620c',
  '#bc5949',
  '#068667',
  '#8d64b6',
  '#987008',
  '#0c819d',
  '#b7567a',
  '#4d842f',
  '#6171c4',
  '#b46025',
  '#07857e',
  '#a25da4',
  '#82780d',
  '#057cba',
  '#bc575c',
  '#0d8750',
  '#7e69bf',
  '#a46a0b',
  '#058391',
  '#b1588b',
  '#657f15',
  '#4a76c3',
  '#b95b3c',
  '#118671',
  '#9661b1',
  '#907303',
  '#157fa5',
  '#ba566f',
  '#3c863d',
  '#6d6dc3',
  '#b06313',
  '#b5725f',
  '#3a927c',
  '#9976ae',
  '#9a8140',
  '#3d8dac',
  '#b56f80',
  '#618f5c',
  '#7a7fba',
  '#af774e',
  '#2c9191',
  '#a7739f',
  '#868744',
  '#5488b6',
  '#b7716b',
  '#499170',
  '#8e79b5',
  '#a37e42',
  '#318fa2',
  '#b1708d',
  '#708c51',
  '#6c83bb',
  '#b47458',
  '#339184',
  '#9e75a9',
  '#928440',
  '#468bb0',
  '#b77078',
  '#589063',
  '#827db9',
  '#ab7a48',
]);

/**
 * The 'My Portfolio' line: a neutral, slightly cool grey (doc 2 §9), in the same band as the
 * palette (3.54:1 or more on every chart background of both modes).
 */
export const MY_PORTFOLIO_GREY = '#777d83';

/**
 * The colour of the series at `index` (0-based; wraps after the last palette colour). The same
 * colour serves the dark and the light theme: each palette colour meets 3:1 on both.
 */
export function chartSeriesColor(index: number): string {
  const length = CHART_PALETTE.length;
  const wrapped = ((Math.trunc(index) % length) + length) % length;
  return CHART_PALETTE[wrapped] ?? MY_PORTFOLIO_GREY;
}

function channel(value: number): number {
  const ratio = value / 255;
  return ratio <= 0.04045 ? ratio / 12.92 : ((ratio + 0.055) / 1.055) ** 2.4;
}

type Rgb = [number, number, number];

/** Parses '#rgb', '#rrggbb' or 'rgb(r, g, b)' into 0–255 channels; `null` for anything else. */
export function parseColor(color: string): Rgb | null {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(text);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** WCAG 2.2 relative luminance of a colour (0 black – 1 white). */
export function relativeLuminance(color: string): number {
  const rgb = parseColor(color);
  if (!rgb) throw new Error(`Not a colour: ${color}`);
  const [r, g, b] = rgb.map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
