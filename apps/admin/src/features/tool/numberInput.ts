/**
 * The admin tools' number fields: decimals as typed (up to 8 places), no grouping and no steppers
 * (doc 3 §5 "Shared inputs": numeric inputs accept decimals; the kit blocks e, E, + and -).
 */
export const NUMBER_INPUT = {
  showSteppers: false,
  formatOptions: { maximumFractionDigits: 8, useGrouping: false },
} as const;
