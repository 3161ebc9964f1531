// One picture (2.9-01): an uploaded image as <picture> with AVIF and WebP sources and a JPEG <img>, each over every
// width (srcSetFor), so the browser fetches the smallest variant that fills `sizes`; drawn art as its WebP rasters
// over every width (a phone builds a document on its main thread for each SVG <img>); any other address (an old
// upload) as a plain <img>. Width and height are always set (no layout shift), pictures below the fold
// load lazily, and the tiny blurred placeholder is the <img>'s background until the picture arrives.
import type { CSSProperties } from 'react';
import {
  artSrcSetFor,
  artVariantUrl,
  IMAGE_DEFAULT_WIDTH,
  isArtUrl,
  isMediaUrl,
  srcSetFor,
  variantUrl,
  type Locale,
} from '@shop/core';
import type { MediaImage } from '@shop/core/contract/media';
import { pictureAlt } from '../lib/image-sizes.ts';

export interface PictureProps {
  /** the picture as the API presents it (size, placeholder, staff's alt text) */
  image?: MediaImage | null;
  /** the address, when only that is known (a bag line, a banner): the box size stands in for the picture's */
  src?: string;
  /** the width the picture takes at each breakpoint (IMAGE_SIZES) */
  sizes: string;
  /** the text when staff wrote none in this script (the product's name); ignored when `decorative` */
  alt: string;
  /** a picture beside text that already names it: alt="" whatever staff wrote */
  decorative?: boolean;
  locale: Locale;
  /** the box's size in CSS pixels: the width/height attributes when the picture's own size is unknown */
  width: number;
  height: number;
  /** the page's largest picture above the fold: fetched first, never lazy */
  priority?: boolean;
  /** above the fold but not the largest: eager without raising its priority */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** The placeholder goes once the picture has arrived (a transparent PNG must not show a blur behind it). */
function dropPlaceholder(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth > 0) img.style.backgroundImage = '';
}

export function Picture({
  image,
  src: plainSrc,
  sizes,
  alt,
  decorative = false,
  locale,
  width,
  height,
  priority = false,
  eager = false,
  className,
  style,
}: PictureProps) {
  const src = image?.src ?? plainSrc ?? '';
  const w = image?.width ?? width;
  const h = image?.height ?? height;
  const placeholder = image?.placeholder;
  const imgStyle: CSSProperties | undefined = placeholder
    ? {
        ...style,
        backgroundImage: `url("${placeholder}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : style;
  const common = {
    alt: decorative ? '' : pictureAlt(image?.alt, locale, alt),
    width: w,
    height: h,
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('auto' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    className,
    style: imgStyle,
    ref: placeholder ? dropPlaceholder : undefined,
    onLoad: placeholder
      ? (e: React.SyntheticEvent<HTMLImageElement>) => dropPlaceholder(e.currentTarget)
      : undefined,
  };
  if (isArtUrl(src))
    return (
      <img
        src={artVariantUrl(src, IMAGE_DEFAULT_WIDTH)}
        srcSet={artSrcSetFor(src)}
        sizes={sizes}
        {...common}
      />
    );
  if (!isMediaUrl(src)) return <img src={src} {...common} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetFor(src, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetFor(src, 'webp')} sizes={sizes} />
      <img
        src={variantUrl(src, IMAGE_DEFAULT_WIDTH, 'jpeg')}
        srcSet={srcSetFor(src, 'jpeg')}
        sizes={sizes}
        {...common}
      />
    </picture>
  );
}
