import { t } from '@lingui/core/macro';
import useEmblaCarousel from 'embla-carousel-react';
import type { KeyboardEvent } from 'react';
import { Icon } from '@/ui/icon';
import { usePrefersReducedMotion } from '@/ui/prefers-reduced-motion';
import { ResponsiveImage } from '@/ui/responsive-image';
import { useSelectedSlide } from '@/ui/use-selected-slide';
import { imageAlt } from './image-alt';

/**
 * The open viewer's content: a bar with the title, the counter and the close button, then one
 * image at a time, moved by swipes, the arrow keys (Home and End too) and the side buttons.
 */
export function ViewerCarousel({
  images,
  title,
  startIndex,
  onClose,
}: {
  images: readonly string[];
  title: string;
  startIndex: number;
  onClose: () => void;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    startIndex,
    duration: reducedMotion ? 10 : 25,
    // Every slide is as wide as the viewport: there is nothing to trim at the ends. (Where
    // nothing is laid out, as in happy-dom, trimming would fold every slide into the first.)
    containScroll: false,
  });
  const selected = useSelectedSlide(embla, startIndex);
  const position = selected + 1;
  const count = images.length;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else if (event.key === 'Home') embla?.scrollTo(0);
    else if (event.key === 'End') embla?.scrollTo(count - 1);
    else return;
    event.preventDefault();
  };

  return (
    // Takes the arrow keys from whichever of its controls has focus, as a carousel does.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="viewer" onKeyDown={onKeyDown}>
      <div className="viewer-bar">
        <p className="viewer-title">{title || t`Project`}</p>
        <p className="viewer-counter" aria-live="polite" aria-atomic="true">
          {t`${position} of ${count}`}
        </p>
        <button
          type="button"
          className="viewer-button viewer-close"
          aria-label={t`Close`}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="viewer-stage">
        <div className="viewer-viewport" ref={viewportRef}>
          <div className="viewer-track">
            {images.map((source, index) => (
              <div
                key={`${index}-${source}`}
                className="viewer-slide"
                // Only the image on screen is read out; the counter says where it is.
                aria-hidden={index === selected ? undefined : true}
              >
                <ResponsiveImage
                  layout="viewer"
                  src={source}
                  alt={imageAlt(title, index, count)}
                  loading={index === startIndex ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="viewer-button viewer-step viewer-prev"
              aria-label={t`Previous image`}
              // Not disabled: a focused button that turns disabled drops focus to the body.
              aria-disabled={selected === 0}
              onClick={() => embla?.scrollPrev()}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className="viewer-button viewer-step viewer-next"
              aria-label={t`Next image`}
              aria-disabled={selected === count - 1}
              onClick={() => embla?.scrollNext()}
            >
              <Icon name="chevron-right" />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
