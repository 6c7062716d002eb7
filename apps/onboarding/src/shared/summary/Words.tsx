import { Fragment } from 'react';
import { word } from './summary.css';

/**
 * A summary's text value that wraps at its spaces only: each word is one unbroken piece, so
 * 'crypto-assets' never splits at its hyphen (issue 30: 'crypto- / assets').
 */
export function Words({ text }: { text: string }) {
  const words = text.split(' ');
  return (
    <>
      {words.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed text, in order
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span className={word}>{piece}</span>
        </Fragment>
      ))}
    </>
  );
}
