/**
 * The admin console's own words: side menu entries and page headings (doc 3 §2 names the entries and
 * screens; the wording of labels is the project's). The spec's exact messages are the domain's
 * `adminMessages`, `indexFormMessages`, `modelFormMessages`, `waitlistMessages` and `keysDecryptMessages`.
 */
export const adminTexts = {
  consoleName: 'Cairn Admin',
  menuLabel: 'Admin menu',
  skipToContent: 'Skip to content',
  logOut: 'Log Out',
  darkTheme: 'Dark theme',
  unsavedChanges: 'unsaved changes',
  loadingConsole: 'Loading the admin console',
  titles: {
    indexCreation: 'Index Creation Tool',
    indices: 'Indices',
    modelCreation: 'Model Creation Tool',
    models: 'Models',
    tradeSettings: 'Trade Settings',
    waitlistSettings: 'Access Code',
    keys: 'Keys',
  },
  nav: {
    indexCreation: 'Index Creation',
    indices: 'Indices',
    modelCreation: 'Model Creation',
    models: 'Models',
    tradeSettings: 'Trade Settings',
    waitlistSettings: 'Waitlist Settings',
    keys: 'Keys',
  },
} as const;
