/**
 * The keys area's words: /admin/keys (doc 3 §1, §2). The spec's exact messages are the domain's
 * `keysDecryptMessages`.
 */
export const keysTexts = {
  /** The page's header, in the first chunk: its loading skeleton shows its real header. */
  keys: {
    title: 'Keys',
    description:
      'Crypto-withdrawal CSV files are encrypted. Generate a key for them, and decrypt a file with the key it was encrypted with.',
  },
  /** The Keys page's own words (doc 3 §1, §2: generate a key; decrypt a file with it). */
  generate: {
    generateTitle: 'Generate a key',
    generateDescription: 'A new key for the next crypto-withdrawal files. It is shown once.',
    generate: 'Generate Key',
    key: 'Generated key',
    shownOnce: 'The key is shown once: copy it now and keep it somewhere safe.',
  },
  /** The decrypt form's own words (doc 3 §2; the spec names the fields: key and CSV file). */
  decrypt: {
    title: 'Decrypt a file',
    description: 'The decrypted CSV downloads at once; nothing is kept.',
    key: 'Key',
    file: 'Encrypted CSV file',
    submit: 'Decrypt and Download',
  },
} as const;
