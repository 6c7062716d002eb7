import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The arrow of a tooltip or popover, drawn in CSS inside react-aria's `OverlayArrow`: a square
 * turned 45° whose outer half pokes out of the panel's edge, with the panel's surface and border
 * (its inner half covers the panel's border where they meet, so the join is seamless).
 */
export function overlayArrowStyle(borderColor: string, size: string): StyleRule {
  const edge = `1px solid ${borderColor}`;
  return {
    display: 'block',
    boxSizing: 'border-box',
    width: size,
    height: size,
    background: vars.color.surfaceRaised,
    borderRight: edge,
    borderBottom: edge,
    transform: 'translateY(-50%) rotate(45deg)',
    selectors: {
      '[data-placement="bottom"] &': { transform: 'translateY(50%) rotate(225deg)' },
      '[data-placement="left"] &': { transform: 'translateX(-50%) rotate(-45deg)' },
      '[data-placement="right"] &': { transform: 'translateX(50%) rotate(135deg)' },
    },
  };
}
