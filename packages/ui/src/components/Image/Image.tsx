import { type ImgHTMLAttributes, useState } from 'react';
import { fallback, image } from './Image.css';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  /** The image URL; empty or missing shows the generic image. */
  src: string | null | undefined;
  /** The text alternative, also given to the generic image. `''` for a decorative image. */
  alt: string;
  /** Called when the image fails to load (the generic image is then shown). */
  onError?: () => void;
}

/** The generic image shown in place of one that failed to load: a framed landscape, drawn inline. */
function GenericImage({
  alt,
  width,
  height,
  className,
}: {
  alt: string;
  width: ImageProps['width'];
  height: ImageProps['height'];
  className: string | undefined;
}) {
  const svgProps = {
    viewBox: '0 0 48 48',
    width: width ?? 48,
    height: height ?? 48,
    className: [fallback, className].filter(Boolean).join(' '),
    'data-fallback': '',
  };
  const shapes = (
    <>
      <rect x="9" y="11" width="30" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="18" cy="20" r="3" fill="currentColor" />
      <path
        d="M11 34l9-9 6 6 4-4 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </>
  );
  return alt === '' ? (
    <svg aria-hidden="true" {...svgProps}>
      {shapes}
    </svg>
  ) : (
    <svg role="img" aria-label={alt} {...svgProps}>
      {shapes}
    </svg>
  );
}

/**
 * An `<img>` that falls back to a generic image when it fails to load (doc 1 §5, doc 2 §5: 'Failed
 * image falls back to a generic image'); the fallback keeps the alt text as its accessible name.
 * A new `src` is tried again.
 *
 * Selectors: the fallback carries `[data-fallback]`.
 */
export function Image({ src, alt, onError, className, width, height, ...imgProps }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return <GenericImage alt={alt} width={width} height={height} className={className} />;
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError reports a failed load, not a user interaction
    <img
      {...imgProps}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={[image, className].filter(Boolean).join(' ')}
      onError={() => {
        setFailedSrc(src);
        onError?.();
      }}
    />
  );
}
