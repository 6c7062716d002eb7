/**
 * Words several admin routes share: the console's frame (side menu, header, loading), the creation
 * tools' save card and icon field, and each page's header by page (gathered from the route areas'
 * catalogues for the shell's skeletons and the tools' titles). They live in the first chunk: a
 * page's loading skeleton shows its real header. The spec's exact messages are the domain's
 * `adminMessages`, `indexFormMessages`, `modelFormMessages`, `waitlistMessages` and
 * `keysDecryptMessages`.
 */
import { indicesTexts } from '../routes/indices/copy';
import { keysTexts } from '../routes/keys/copy';
import { modelsTexts } from '../routes/models/copy';
import { settingsTexts } from '../routes/settings/copy';

export const adminTexts = {
  productLabel: 'Admin',
  menuLabel: 'Admin menu',
  home: 'Cairn Admin home',
  logOut: 'Log Out',
  darkTheme: 'Dark theme',
  unsavedChanges: 'unsaved changes',
  loadingConsole: 'Loading the admin console',
  pages: {
    indexCreation: indicesTexts.indexCreation,
    indices: indicesTexts.indices,
    modelCreation: modelsTexts.modelCreation,
    models: modelsTexts.models,
    tradeSettings: settingsTexts.tradeSettings,
    waitlistSettings: settingsTexts.waitlistSettings,
    keys: keysTexts.keys,
  },
} as const;

/**
 * The lists' and forms' words for an index's or a model's state (issue 30: one vocabulary on
 * Indices and Models, and no raw API value on screen). The API's values stay ACTIVE / INACTIVE and
 * `is_active` / `is_hidden` (doc 3 §3); these are only what the screen shows for them.
 */
export const stateTexts = {
  status: { ACTIVE: 'Active', INACTIVE: 'Inactive' } as Readonly<Record<string, string>>,
  hidden: 'Hidden',
  shown: 'Shown',
} as const;

/** The creation tools' shared words (both the index and the model tool). */
export const toolTexts = {
  /** The save card's words. */
  save: {
    save: 'Save',
    disabledReason:
      'Save is available once the form is complete: the list under the button says what is missing.',
    missing: 'To save, complete:',
  },
  /** The icon field's words, the same in both tools. */
  icon: {
    icon: 'Icon Image',
    iconAlt: { current: 'Current icon', chosen: 'New icon' },
  },
} as const;
