import { unbroken } from './summary.css';

/**
 * An email in a sentence or a summary, in two unbroken pieces (see {@link unbroken}): its name and
 * '@' with the domain. It may wrap only before the '@' ('api-1795-885' / '@example.com'), never
 * inside the name or the domain (issue 30: 'api-1795950508007- / 315028@example.com').
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0)
    return (
      <span title={address} className={unbroken}>
        {address}
      </span>
    );
  return (
    <span title={address}>
      <span className={unbroken}>{address.slice(0, at)}</span>
      <wbr />
      <span className={unbroken}>{address.slice(at)}</span>
    </span>
  );
}
