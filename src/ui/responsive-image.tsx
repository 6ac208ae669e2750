import type { ImgHTMLAttributes } from 'react';
import { describeImage, isPortrait } from '@/domain/responsive-image';
import { IMAGE_LAYOUTS, type ImageLayoutName } from './image-layouts';
import { useImageManifest } from './image-manifest-context';

type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> & { src: string; alt: string; layout: ImageLayoutName };

/**
 * An image from the content, as the build's variants of it (AVIF, then WebP, at the widths its
 * layout needs) or, for one the build did not read, its own URL in the layout's reserved box.
 */
export function ResponsiveImage({ src, layout, alt, ...rest }: ResponsiveImageProps) {
  const manifest = useImageManifest();
  const image = describeImage(src, manifest[src], IMAGE_LAYOUTS[layout]);
  const img = (
    <img
      {...rest}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      // A taller-than-wide picture (a phone screenshot) is laid out in its own shape, not in a
      // wide box with bars beside it (its layout's `sizes` say how wide that draws it); its size
      // is the manifest's, known before it loads.
      data-shape={isPortrait(image) ? 'portrait' : undefined}
      alt={alt}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
