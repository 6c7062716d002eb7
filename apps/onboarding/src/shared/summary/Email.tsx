import { Fragment } from 'react';
import { unbroken } from './summary.css';

/**
 * An email in a summary, in unbroken pieces (see {@link unbroken}): 'api-1795-885@example.com' may
 * wrap as 'api-1795-' / '885@example.com', never at the '@'.
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const pieces =
    at <= 0 ? [address] : (address.slice(0, at).match(/[^.\-_+]*[.\-_+]?/g) ?? []).filter(Boolean);
  if (at > 0) pieces.push(`${pieces.pop() ?? ''}${address.slice(at)}`);
  return (
    <span title={address}>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed address, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={unbroken}>{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}
