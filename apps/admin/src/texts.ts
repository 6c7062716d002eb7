/**
 * The admin console's own words: the frame, the side menu, and each page's header (doc 3 §2 names
 * the entries and screens; the wording of labels and descriptions is the project's). They live in
 * the first chunk: a page's loading skeleton shows its real header. The spec's exact messages are
 * the domain's `adminMessages`, `indexFormMessages`, `modelFormMessages`, `waitlistMessages` and
 * `keysDecryptMessages`.
 */
export const adminTexts = {
  productLabel: 'Admin',
  menuLabel: 'Admin menu',
  home: 'Cairn Admin home',
  logOut: 'Log Out',
  darkTheme: 'Dark theme',
  unsavedChanges: 'unsaved changes',
  loadingConsole: 'Loading the admin console',
  pages: {
    indexCreation: {
      title: 'Index Creation Tool',
      newItem: 'A new index: its details, how its assets are chosen, and how they are weighted.',
      editing: (name: string) => `Editing ${name}.`,
      newLink: 'New index',
    },
    indices: {
      title: 'Indices',
      description: 'Every index of the catalog, its status and its place in the marketplace.',
      create: 'Create index',
    },
    modelCreation: {
      title: 'Model Creation Tool',
      newItem: 'A new model: its details, its indices and their weights, and its active management.',
      editing: (name: string) => `Editing ${name}.`,
      newLink: 'New model',
    },
    models: {
      title: 'Models',
      description: 'Every model, its product, and whether it is active and shown in the marketplace.',
      create: 'Create model',
    },
    tradeSettings: { title: 'Trade Settings' },
    waitlistSettings: {
      title: 'Access Code',
      description:
        'Enter the email of a person on the waitlist to get the access code that lets them sign up.',
    },
    keys: {
      title: 'Keys',
      description:
        'Crypto-withdrawal CSV files are encrypted. Generate a key for them, and decrypt a file with the key it was encrypted with.',
    },
  },
} as const;
