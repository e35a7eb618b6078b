import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';

export const defaultHotelImage = '/images/hotels/default-hotel.svg';

export interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is missing or fails to load. */
  fallbackSrc: string;
}

/** An image that swaps to its fallback once, when the source is missing or fails to load. */
export function SafeImage({ src, fallbackSrc, alt, onError, loading = 'lazy', decoding = 'async', ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={(event) => {
        if (!showFallback && src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

export type HotelImageProps = Omit<SafeImageProps, 'fallbackSrc'>;

/**
 * A property photo; a broken or missing image falls back to the default hotel artwork (spec). The photos are
 * 16:10: width and height tell the browser the shape before the file arrives, so nothing moves when it does.
 */
export function HotelImage(props: HotelImageProps) {
  return <SafeImage width={1600} height={1000} {...props} fallbackSrc={defaultHotelImage} />;
}
