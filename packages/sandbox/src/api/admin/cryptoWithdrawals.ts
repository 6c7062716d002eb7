import type { World } from '../../core/world';
import { catalogSlice } from '../../seed/catalog';

/**
 * Crypto-withdrawal files (doc 3 §1, §2 keys). A key is a random AES-256-GCM key sent as base64
 * of its 32 raw bytes. An encrypted file's content is text: base64 of the 12-byte IV followed by
 * the AES-GCM ciphertext of the UTF-8 CSV with its 16-byte tag (`base64(iv ‖ ciphertext ‖ tag)`),
 * so it survives any upload path as plain text. Done with WebCrypto (`crypto.subtle`).
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Why a file could not be decrypted; the message is shown to staff. */
export class DecryptProblem extends Error {}

/** The messages of {@link DecryptProblem} (the spec gives none: the project's wording). */
export const decryptMessages = {
  badKey: 'This is not a crypto-withdrawal key: paste the base64 key generated on the Keys page.',
  notEncrypted: 'This file is not an encrypted crypto-withdrawal file.',
  wrongKey: 'The file could not be decrypted with this key. Use the key it was encrypted with.',
  notCsv: 'The decrypted file is not a CSV file.',
} as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

const toBase64 = (bytes: Uint8Array<ArrayBuffer>) => Buffer.from(bytes).toString('base64');

async function importKey(keyBase64: string): Promise<CryptoKey> {
  const raw = fromBase64(keyBase64);
  if (!raw || raw.length !== KEY_BYTES) throw new DecryptProblem(decryptMessages.badKey);
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** A new random AES-256-GCM key, base64 of its raw bytes. */
export async function generateKey(): Promise<string> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  return toBase64(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
}

/** Encrypts a CSV with a key: the file content (base64 of iv ‖ ciphertext ‖ tag). */
export async function encryptCsv(keyBase64: string, csv: string): Promise<string> {
  const key = await importKey(keyBase64);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(csv)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return `${toBase64(out)}\n`;
}

/** Whether text reads as CSV: a header row of at least two comma-separated columns, no control characters. */
function looksLikeCsv(text: string): boolean {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  // Tabs, carriage returns and line feeds are text; other control characters are binary content.
  const textControls = new Set([9, 10, 13]);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 32 && !textControls.has(code)) return false;
  }
  return header.includes(',');
}

/** Decrypts an encrypted file's content with a key; throws {@link DecryptProblem} with the reason. */
export async function decryptCsv(keyBase64: string, fileText: string): Promise<string> {
  const key = await importKey(keyBase64);
  const bytes = fromBase64(fileText);
  if (!bytes || bytes.length <= IV_BYTES + TAG_BYTES) throw new DecryptProblem(decryptMessages.notEncrypted);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      key,
      bytes.slice(IV_BYTES),
    );
  } catch {
    // AES-GCM authenticates: any other key (or a changed file) fails here.
    throw new DecryptProblem(decryptMessages.wrongKey);
  }
  let csv: string;
  try {
    csv = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new DecryptProblem(decryptMessages.notCsv);
  }
  if (!looksLikeCsv(csv)) throw new DecryptProblem(decryptMessages.notCsv);
  return csv;
}

/** The columns of the sample crypto-withdrawal CSV. */
export const CRYPTO_WITHDRAWAL_COLUMNS = [
  'withdrawal_id',
  'requested_at',
  'account_email',
  'symbol',
  'network_id',
  'quantity',
  'destination_address',
  'status',
] as const;

// [symbol, quantity, status, account]: a few withdrawals of the kind the partner reports.
const SAMPLE_ROWS: readonly [string, string, string, string][] = [
  ['BTC', '0.25000000', 'PENDING', 'investor@cairn.example'],
  ['ETH', '3.50000000', 'PENDING', 'investor@cairn.example'],
  ['SOL', '42.00000000', 'PROCESSING', 'institution@cairn.example'],
  ['USDC', '1500.00000000', 'COMPLETED', 'friends@cairn.example'],
  ['LINK', '120.00000000', 'COMPLETED', 'institution@cairn.example'],
  ['XRP', '800.00000000', 'FAILED', 'investor@cairn.example'],
];

/** A sample crypto-withdrawal CSV (the networks from the catalog, dates the last days before now). */
export function sampleCryptoWithdrawalsCsv(world: World): string {
  const { assets } = catalogSlice(world);
  const now = world.now().getTime();
  const lines = SAMPLE_ROWS.map(([symbol, quantity, status, email], row) => {
    const network = assets.find((asset) => asset.symbol === symbol)?.network_id ?? 'unknown';
    const requestedAt = new Date(now - (row + 1) * 9 * 60 * 60 * 1000).toISOString();
    const address = `${network}-address-${String(row + 1).padStart(4, '0')}`;
    return [
      `cw-${String(row + 1).padStart(6, '0')}`,
      requestedAt,
      email,
      symbol,
      network,
      quantity,
      address,
      status,
    ].join(',');
  });
  return `${[CRYPTO_WITHDRAWAL_COLUMNS.join(','), ...lines].join('\n')}\n`;
}
