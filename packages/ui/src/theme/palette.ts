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
export const CHART_PALETTE: readonly string[] = /* @__PURE__ */ Object.freeze(
  // Six hex digits per colour, in one string: 90 quoted '#rrggbb' literals cost the built kit
  // 68 bytes more gzip than their digits alone (issue 26, "Kit size, part 2").
  (
    'd64f4c018f629365d8a6740f1089a0cc508e5a8a025376e4d15809118c7faf5bc1917d061285b8d54e67099043' +
    '7f6ce0b36c0e148b93c353a3758500297de0d5523a128d6f9f61d09e77061088a8d14f7f3e8e116672e4c4620c' +
    'bc59490686678d64b69870080c819db7567a4d842f6171c4b4602507857ea25da482780d057cbabc575c0d8750' +
    '7e69bfa46a0b058391b1588b657f154a76c3b95b3c1186719661b1907303157fa5ba566f3c863d6d6dc3b06313' +
    'b5725f3a927c9976ae9a81403d8dacb56f80618f5c7a7fbaaf774e2c9191a7739f8687445488b6b7716b499170' +
    '8e79b5a37e42318fa2b1708d708c516c83bbb474583391849e75a9928440468bb0b77078589063827db9ab7a48'
  )
    .match(/.{6}/g)
    ?.map((digits) => `#${digits}`) ?? [],
);

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
