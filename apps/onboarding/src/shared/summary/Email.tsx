import { unbroken } from './summary.css';

/** An email in a summary: it may wrap before the '@' only (see {@link unbroken}). */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <span className={unbroken}>{address}</span>;
  return (
    <>
      <span className={unbroken}>{address.slice(0, at)}</span>
      <wbr />
      <span className={unbroken}>{address.slice(at)}</span>
    </>
  );
}
