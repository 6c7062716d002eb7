import { Image as ImageGlyph } from 'lucide-react';
import { type ImgHTMLAttributes, useState } from 'react';
import { cx } from '../../../utils/cx';
import { Icon } from '../Icon/Icon';
import { fallback, fallbackGlyph, fallbackInitials, image } from './Image.css';

const FALLBACK_SIZE = 48;

/** Up to two initials of a name ('Global Tech Leaders' → 'GT'), for a logo that is missing. */
function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/**
 * A stable deep tint for a name (a hue from its hash, at the real marks' saturation and lightness),
 * so each stand-in mark keeps its colour and white letters stay well over 4.5:1 on it. The hues
 * run from teal through blue to violet (160–300°), the chart palette's cool side beside the
 * accent: the warm ones came out olive and maroon at this depth (issue 30).
 */
function tintOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 140;
  return `hsl(${hash + 160} 60% 25%)`;
}

/**
 * The generic image shown in place of one that failed to load: the initials of `fallbackName` when
 * given (a logo's mark), else the image icon, centred in a box of the image's size, named by the alt
 * text (or hidden with it when the image is decorative).
 */
function GenericImage({
  alt,
  fallbackName,
  width = FALLBACK_SIZE,
  height = FALLBACK_SIZE,
  className,
}: {
  alt: string;
  fallbackName: string | undefined;
  width: ImageProps['width'];
  height: ImageProps['height'];
  className: string | undefined;
}) {
  const initials = fallbackName ? initialsOf(fallbackName) : '';
  return (
    <span
      {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
      className={cx(fallback, className)}
      style={{
        width,
        height,
        // A stand-in mark looks like a real one: bold white letters (0.44 of the box, as the marks
        // draw them) on a deep fill tinted by the name.
        ...(initials && fallbackName
          ? {
              background: tintOf(fallbackName),
              ...(typeof height === 'number' ? { fontSize: Math.round(height * 0.44) } : {}),
            }
          : {}),
      }}
      data-fallback={initials ? 'initials' : ''}
    >
      {initials ? (
        <span className={fallbackInitials}>{initials}</span>
      ) : (
        <Icon icon={ImageGlyph} size="lg" className={fallbackGlyph} />
      )}
    </span>
  );
}

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  /** The image URL; empty or missing shows the generic image. */
  src: string | null | undefined;
  /** The text alternative, also given to the generic image. `''` for a decorative image. */
  alt: string;
  /** Called when the image fails to load (the generic image is then shown). */
  onError?: () => void;
  /**
   * A name whose initials stand in for a missing or failed image (an investment's logo: 'GT' for
   * 'Global Tech Leaders'), instead of the generic image icon.
   */
  fallbackName?: string;
}

/**
 * An `<img>` that falls back to a generic image when it fails to load (doc 1 §5, doc 2 §5: 'Failed
 * image falls back to a generic image'); the fallback keeps the alt text as its accessible name.
 * A new `src` is tried again.
 *
 * Selectors: the fallback carries `[data-fallback]` (`="initials"` when it shows initials).
 */
export function Image({
  src,
  alt,
  onError,
  fallbackName,
  className,
  width,
  height,
  ...imgProps
}: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <GenericImage
        alt={alt}
        fallbackName={fallbackName}
        width={width}
        height={height}
        className={className}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError reports a failed load, not a user interaction
    <img
      {...imgProps}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={cx(image, className)}
      onError={() => {
        setFailedSrc(src);
        onError?.();
      }}
    />
  );
}
