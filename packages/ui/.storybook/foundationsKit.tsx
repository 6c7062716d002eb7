import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../src/theme/contract.css';
import type { ColorTokens } from '../src/theme/palettes';

// Story scaffolding for the Foundations pages (not exported by the kit).

/** The CSS variable name behind a contract value (`var(--cairn-color-text)` → `--cairn-color-text`). */
export const varName = (value: string) => value.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * Re-themes a subtree with a palette: the contract's colour variables (and the tone group that
 * reads them) set on the element, so both palettes show side by side in either colour mode.
 */
export function paletteScope(colors: ColorTokens): CSSProperties {
  const scope: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors))
    scope[varName(vars.color[name as keyof ColorTokens])] = value;
  for (const [tone, roles] of Object.entries(vars.tone)) {
    const flat = { text: tone, surface: `${tone}Surface`, border: `${tone}Border` } as const;
    for (const [role, value] of Object.entries(roles))
      scope[varName(value)] = colors[flat[role as keyof typeof flat] as keyof ColorTokens];
  }
  return { ...scope, background: vars.color.background, color: vars.color.text } as CSSProperties;
}

export const page: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['32'],
  padding: vars.space['32'],
  fontFamily: vars.font.body,
  color: vars.color.text,
};

export const caption: CSSProperties = { color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 };

export const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.sizeSm };

export const cell: CSSProperties = {
  padding: `${vars.space['8']} ${vars.space['12']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};

export const numericCell: CSSProperties = { ...cell, textAlign: 'end' };

export function Swatch({
  color,
  size = 32,
  outlined = true,
}: {
  color: string;
  size?: number;
  outlined?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: vars.radius.sm,
        background: color,
        border: outlined ? `1px solid ${vars.color.borderStrong}` : 'none',
        verticalAlign: 'middle',
      }}
    />
  );
}

export function Heading2({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: vars.font.sizeXl, margin: 0 }}>{children}</h2>;
}
