import { unbroken } from './summary.css';

export interface EmailProps {
  address: string;
  /** Punctuation after the address in a sentence ('.'), kept on the address's line. */
  end?: string;
  /** One unbroken piece, the address moving to the next line whole (a sentence's). @default false */
  keepWhole?: boolean;
}

/**
 * An email in a sentence or a summary, in unbroken pieces (see {@link unbroken}): its name, then
 * '@' with the domain. It may wrap only before the '@' ('api-1795-885' / '@example.com'), or, with
 * `keepWhole`, not at all; never inside the name or the domain (issue 30: 'api-1795950508007- /
 * 315028@example.com'), and its `end` never alone on a line.
 */
export function Email({ address, end = '', keepWhole = false }: EmailProps) {
  const at = address.lastIndexOf('@');
  if (at <= 0 || keepWhole)
    return (
      <span title={address} className={unbroken}>
        {address}
        {end}
      </span>
    );
  return (
    <span title={address}>
      <span className={unbroken}>{address.slice(0, at)}</span>
      <wbr />
      <span className={unbroken}>
        {address.slice(at)}
        {end}
      </span>
    </span>
  );
}
