/**
 * Icons and learning videos of the seeded indices and models. Only some have them, so the apps
 * show both the media and their fallbacks (a generic image, no video button) with the seeded data.
 *
 * The Content Security Policy allows images from the origin and data URLs, and media only from
 * the origin: an icon is a small SVG as a data URL (as the admin console's uploads are stored,
 * the sandbox having no file store), a video a file the sandbox serves itself.
 */

/**
 * Where the sandbox tools serve their media files, under /__sandbox (production media come from
 * the partner).
 */
export const MEDIA_ROUTE = '/media';

/** The one learning video file: a 6-second test pattern, VP9 in WebM, 37 KB. */
export const LEARNING_VIDEO_FILE = 'learning-video.webm';

/** The URL of the learning video. */
export const LEARNING_VIDEO_URL = `/__sandbox${MEDIA_ROUTE}/${LEARNING_VIDEO_FILE}`;

/** Index ticker → the mark on its icon; those also in INDEX_VIDEOS have a learning video. */
export const INDEX_ICONS: ReadonlyMap<string, string> = new Map([
  ['CBTC', 'BTC'],
  ['CETH', 'ETH'],
  ['CC10', 'C10'],
  ['CSCP', 'SCP'],
  ['CDEFI', 'DeFi'],
  ['CAI', 'AI'],
  ['CPAY', 'PAY'],
  ['MDA5', 'MDA5'],
]);
export const INDEX_VIDEOS: ReadonlySet<string> = new Set(['CC10', 'CDEFI', 'CAI']);

/** Model names with an icon; those also in MODEL_VIDEOS have a learning video. */
export const MODEL_ICONS: ReadonlySet<string> = new Set([
  'Bitcoin & Ether',
  'Crypto Market',
  'Low Volatility',
  'DeFi Alpha',
  'Emerging Themes',
  'Meridian Collaboration',
]);
export const MODEL_VIDEOS: ReadonlySet<string> = new Set(['Bitcoin & Ether', 'Crypto Market', 'DeFi Alpha']);

/** A stable hue (0–359) for a name, so each icon keeps its colour. */
function hueOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % 360;
}

/**
 * An icon for an investment: its mark (a ticker, or a model's initials) in white on a rounded
 * square of the name's hue, dark enough for the white mark to read in either theme.
 */
export function investmentIcon(name: string, mark: string): string {
  const letters = mark.replace(/[^A-Za-z0-9]/g, '').slice(0, 4);
  const size = letters.length > 3 ? 18 : letters.length > 2 ? 24 : 28;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="hsl(${hueOf(name)}, 60%, 25%)"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" ` +
    `font-size="${size}" font-weight="700">${letters}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A model's mark: the initials of its words ('Bitcoin & Ether' → 'BE'). */
export const modelMark = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .join('')
    .slice(0, 3);
