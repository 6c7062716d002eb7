import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { CONTROL_MIN_HEIGHT } from '../../../theme/controlSize';
import type { Tone } from '../../../theme/tone';
import { variantRules } from '../../../utils/variantRules';

/**
 * Button emphasis; stories reuse these for controls. `link` is a tertiary action set as text: no
 * box and no inline padding, so it starts on the text edge it sits on ('What is Tax-Loss
 * Harvesting?', 'Learn more'); it keeps the control's height.
 */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'link'] as const;
/** Button tones (a subset of the kit's scale): `danger` for destructive actions. */
export const buttonTones = ['neutral', 'danger'] as const satisfies readonly Tone[];
/** Button sizes. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

// A button disabled with a reason stays focusable (`[data-soft-disabled]`): it must look disabled
// and give no hover or press feedback, whatever its variant and tone.
const hovered = '&[data-hovered]:not([data-soft-disabled])';
const hoveredOrPressed = `${hovered}, &[data-pressed]:not([data-soft-disabled])`;

// Each variant and size, and the danger tone per variant, as selectors of the one class (the
// `data-*` attributes the component sets), weighing what the recipe's classes did: the link's `&&`
// still wins over the size's padding.
const variant = (name: (typeof buttonVariants)[number]) => `&:where([data-variant=${name}])`;
const size = (name: (typeof buttonSizes)[number]) => `&:where([data-size=${name}])`;
const danger = (name: (typeof buttonVariants)[number]) => `&:where([data-variant=${name}][data-tone=danger])`;

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  // A label never wraps (issue 30: 'Apply to My Portfolio' ran three lines in a squeezed button);
  // the layout around it gives it room.
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-pending]': { cursor: 'progress' },
    // One disabled look for every variant and tone: the same box and border at reduced contrast
    // (muted text, the quiet border), never a borderless grey fill.
    '&[data-disabled], &[data-soft-disabled]': {
      cursor: 'not-allowed',
      background: 'transparent',
      color: vars.color.disabledText,
      borderColor: vars.color.border,
      filter: 'none',
    },
    ...variantRules(variant('primary'), {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: {
        [hovered]: { background: vars.color.primaryHover },
        '&[data-pressed]:not([data-soft-disabled])': { background: vars.color.primaryPressed },
        // The filled action keeps a tint of its own fill, so it still marks the primary's place
        // beside an enabled secondary (issue 30: the grey box read weaker than Cancel), with the
        // disabled text colour: at half the fill with its own text it read as enabled in dark (a
        // mid-blue box, dark text). Exempt from AA as a disabled control, but never mistaken for one
        // that works, in either theme.
        '&[data-disabled], &[data-soft-disabled]': {
          background: `color-mix(in srgb, ${vars.color.primary} 24%, transparent)`,
          color: vars.color.disabledText,
          borderColor: 'transparent',
        },
      },
    }),
    ...variantRules(variant('secondary'), {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { [hoveredOrPressed]: { background: vars.color.secondaryHover } },
    }),
    ...variantRules(variant('ghost'), {
      background: 'transparent',
      color: vars.color.link,
      selectors: {
        [hoveredOrPressed]: { background: vars.color.secondaryHover },
        '&[data-disabled], &[data-soft-disabled]': { borderColor: 'transparent' },
      },
    }),
    ...variantRules(variant('link'), {
      background: 'transparent',
      color: vars.color.link,
      // Doubled to win over the size's padding: the text starts on the edge (no inline border either:
      // its 1 px set the text 1 px inside the edge).
      selectors: {
        '&&': { paddingInline: 0, borderInlineWidth: 0 },
        [hoveredOrPressed]: { textDecoration: 'underline' },
        // Disabled, it stays text (muted), not a grey box.
        '&[data-disabled], &[data-soft-disabled]': { borderColor: 'transparent' },
      },
    }),
    ...variantRules(size('sm'), {
      padding: `${vars.space['4']} ${vars.space['8']}`,
      fontSize: vars.font.sizeSm,
      minHeight: CONTROL_MIN_HEIGHT,
    }),
    ...variantRules(size('md'), {
      padding: `${vars.space['8']} ${vars.space['16']}`,
      fontSize: vars.font.sizeMd,
      minHeight: '2.5rem',
    }),
    ...variantRules(size('lg'), {
      padding: `${vars.space['8']} ${vars.space['24']}`,
      fontSize: vars.font.sizeLg,
      minHeight: '3rem',
    }),
    // The danger tone, per variant.
    ...variantRules(danger('primary'), {
      background: vars.color.danger,
      color: vars.color.onPrimary,
      selectors: { [hoveredOrPressed]: { background: vars.color.danger, filter: 'brightness(1.08)' } },
    }),
    ...variantRules(danger('secondary'), {
      color: vars.color.danger,
      borderColor: vars.color.danger,
      selectors: { [hoveredOrPressed]: { background: vars.color.dangerSurface } },
    }),
    ...variantRules(danger('link'), { color: vars.color.danger }),
    ...variantRules(danger('ghost'), {
      color: vars.color.danger,
      selectors: { [hoveredOrPressed]: { background: vars.color.dangerSurface } },
    }),
  },
});
