import type { ContentImage as ContentImageData } from '../../../shared/content/fields';
import { ProductArt } from '../../ui/art/ProductArt';

/**
 * A content picture: one of the shop's product illustrations (decorative when alt is ''), or a
 * file from public/ with its text alternative.
 */
export function ContentImage({
  image,
  className,
}: {
  image: ContentImageData;
  className?: string;
}) {
  if ('art' in image) {
    return image.alt ? (
      <span role="img" aria-label={image.alt} className={className}>
        <ProductArt kind={image.art} />
      </span>
    ) : (
      <span className={className}>
        <ProductArt kind={image.art} />
      </span>
    );
  }
  return (
    <img src={image.src} alt={image.alt} className={className} loading="lazy" decoding="async" />
  );
}
