// Story play functions also run in Storybook's UI, where `vitest/browser` does not exist: what they
// need from the test browser is handed to them on `globalThis` here, in the Vitest run only
// (`forcedColors.ts` reads it).
import { cdp } from 'vitest/browser';

globalThis.__cairnEmulateForcedColors = async (active: boolean) => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
};
