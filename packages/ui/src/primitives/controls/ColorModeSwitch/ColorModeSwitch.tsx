import { type ReactNode, useState } from 'react';
import { getColorMode, setColorMode } from '../../../theme/colorMode';
import { Switch } from '../Switch/Switch';

export interface ColorModeSwitchProps {
  /** The label, beside the track: what 'on' means, e.g. 'Dark theme'. */
  children: ReactNode;
}

/**
 * The theme switch of an app's header: on is dark (the default). The colour mode changes at once
 * (`setColorMode`) and is remembered in localStorage `theme`, so the next page load paints in it
 * from the pre-paint script.
 */
export function ColorModeSwitch({ children }: ColorModeSwitchProps) {
  const [dark, setDark] = useState(() => getColorMode() === 'dark');
  return (
    <Switch
      isSelected={dark}
      onChange={(selected) => {
        setDark(selected);
        setColorMode(selected ? 'dark' : 'light');
      }}
    >
      {children}
    </Switch>
  );
}
