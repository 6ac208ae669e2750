import { t } from '@lingui/core/macro';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ImgHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { Icon } from '@/ui/icon';
import { ResponsiveImage } from '@/ui/responsive-image';
import { usePrefersReducedMotion } from '@/ui/prefers-reduced-motion';
import { useNeedsApp } from '@/ui/app-starting';
import { useInViewport } from '@/ui/use-in-viewport';
import { useSelectedSlide } from '@/ui/use-selected-slide';
import { useStartedOnce } from '@/ui/use-started-once';

const AUTOPLAY_DELAY_MS = 5000;

/** What a slide is called among the others: its place in the carousel. */
function slideLabel(position: number, count: number): string {
  return t`${position} of ${count}`;
}

/** A card's picture's alt text, in the page's language. */
function screenshotAlt(title: string, position: number, count: number): string {
  return title
    ? t`${title} screenshot ${position} of ${count}`
    : t`Project screenshot ${position} of ${count}`;
}
/** How close to the screen a carousel must come before it measures itself and starts. */
const START_MARGIN = '50%';

/** Whether an image loads with the page or as it nears the screen. */
export type ImageLoading = NonNullable<ImgHTMLAttributes<HTMLImageElement>['loading']>;
type PauseReason = 'hover' | 'focus';
type Move = 'previous' | 'next';
type Embla = NonNullable<UseEmblaCarouselType[1]>;

/** The project's screenshots: buttons, arrow keys, and a 5 s autoplay unless motion is reduced. */
export function ProjectCarousel({
  images,
  title,
  firstImageLoading,
  onPictureClick,
}: {
  images: readonly string[];
  title: string;
  /** The other slides always wait until they are needed. */
  firstImageLoading: ImageLoading;
  /** A click on a picture, not the end of a swipe: the card opens its project. */
  onPictureClick?: () => void;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const canAutoplay = images.length > 1 && !reducedMotion;
  const regionRef = useRef<HTMLDivElement>(null);
  const [emblaViewportRef, embla] = useEmblaCarousel(
    {
      loop: true,
      duration: reducedMotion ? 10 : 25,
      // A card hidden by the tag filter shrinks to nothing; re-measuring then is wasted work.
      watchResize: (_api, entries) => entries.every((entry) => entry.contentRect.width > 0),
    },
    canAutoplay
      ? [Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnFocusIn: false })]
      : [],
  );
  // Embla's hook keeps the viewport in state and sets it from this ref, in the commit that
  // attaches it; React would render that update at once and build the carousel in the same
  // task. Handed over in a transition, the carousel is built in a task of its own.
  const viewportRef = useCallback(
    (viewport: HTMLDivElement | null) => startTransition(() => emblaViewportRef(viewport)),
    [emblaViewportRef],
  );
  // Each carousel measures itself when it starts; doing that for all of them as the page
  // hydrates, or as a filter shows a hundred cards, would be one long task. So a carousel
  // starts only once it comes near the screen.
  const [started, startNow] = useStartedOnce(useInViewport(regionRef, START_MARGIN));
  const waitingMoves = useRef<Move[]>([]);
  const onScreen = useInViewport(regionRef);
  const needsApp = useNeedsApp();
  const selected = useSelectedSlide(embla);
  const [pauseReasons, setPauseReasons] = useState<ReadonlySet<PauseReason>>(new Set());
  // Nobody watches a carousel off screen; sliding it would only spend the phone's battery.
  const paused = pauseReasons.size > 0 || !onScreen;

  useEffect(() => {
    if (!embla) return;
    for (const move of waitingMoves.current.splice(0)) scroll(embla, move);
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (paused) autoplay?.stop();
    else autoplay?.play();
  }, [embla, paused]);

  const pause = (reason: PauseReason) => setPauseReasons((reasons) => new Set(reasons).add(reason));
  // A visitor who reaches a carousel before its turn (a hover, a focus, a click) starts it at once.
  const attend = (reason: PauseReason) => {
    startNow();
    pause(reason);
  };
  const resume = (reason: PauseReason) =>
    setPauseReasons((reasons) => new Set([...reasons].filter((other) => other !== reason)));

  const go = (move: Move) => {
    if (embla) return scroll(embla, move);
    waitingMoves.current.push(move);
    startNow();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go('previous');
    else if (event.key === 'ArrowRight') go('next');
    else return;
    event.preventDefault();
  };

  const label = title ? t`${title} screenshots` : t`Project screenshots`;
  const several = images.length > 1;
  return (
    // The region takes the arrow keys of the focusable viewport inside it (WAI-ARIA carousel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={regionRef}
      className="carousel"
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      onMouseEnter={() => attend('hover')}
      onMouseLeave={() => resume('hover')}
      onFocus={() => attend('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume('focus');
      }}
      onKeyDown={several ? onKeyDown : undefined}
    >
      <div
        className="carousel-viewport"
        ref={started ? viewportRef : undefined}
        // Focusable, so arrow keys work without reaching for the buttons.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={several ? 0 : undefined}
      >
        {/* A pointer's click on a picture (Embla stops the one that ends a drag); the keyboard
            reaches the project by the card's title link. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className="carousel-track" onClick={onPictureClick}>
          {images.map((source, index) => (
            <div
              key={`${index}-${source}`}
              className="carousel-slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={slideLabel(index + 1, images.length)}
            >
              <ResponsiveImage
                layout="screenshot"
                src={source}
                alt={screenshotAlt(title, index + 1, images.length)}
                loading={index === 0 ? firstImageLoading : 'lazy'}
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <button
            type="button"
            className="carousel-button carousel-prev"
            aria-label={t`Previous image`}
            {...needsApp}
            onClick={() => go('previous')}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className="carousel-button carousel-next"
            aria-label={t`Next image`}
            {...needsApp}
            onClick={() => go('next')}
          >
            <Icon name="chevron-right" />
          </button>
          {/* Announced only while autoplay is off, so a screen reader is not interrupted every 5 s. */}
          <p
            className="carousel-counter"
            aria-live={canAutoplay && !paused ? 'off' : 'polite'}
            suppressHydrationWarning
          >
            {`${selected + 1} / ${images.length}`}
          </p>
        </>
      )}
    </div>
  );
}

function scroll(embla: Embla, move: Move): void {
  if (move === 'previous') embla.scrollPrev();
  else embla.scrollNext();
}
