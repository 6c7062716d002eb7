import type { ReactNode } from 'react';
import { useColorMode } from '../../foundations/ThemeProvider/ThemeProvider';
import { Switch } from '../Switch/Switch';

export interface ColorModeSwitchProps {
  /** The label, beside the track: what 'on' means, e.g. 'Dark theme'. */
  children: ReactNode;
}

/**
 * The theme switch of an app's header: on is dark (the default). The colour mode changes at once
 * (`setColorMode`) and is remembered in localStorage `theme`, so the next page load paints in it
 * from the pre-paint script. It shows the mode painted (a `system` preference resolved); server
 * rendered, it hydrates in the default mode and then shows the stored one, so a saved light theme
 * never mismatches.
 */
export function ColorModeSwitch({ children }: ColorModeSwitchProps) {
  const { mode, setMode } = useColorMode();
  return (
    <Switch isSelected={mode === 'dark'} onChange={(selected) => setMode(selected ? 'dark' : 'light')}>
      {children}
    </Switch>
  );
}
