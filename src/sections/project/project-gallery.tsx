import { useRef, useState } from 'react';
import { useNeedsApp } from '@/ui/app-starting';
import { ResponsiveImage } from '@/ui/responsive-image';
import { imageAlt } from './image-alt';
import { ImageViewer } from './image-viewer';
import './project-gallery.css';

/** Images above the fold on a phone (one column) or a desktop (two): they load with the page. */
const EAGER_IMAGES = 2;

/**
 * A project's images as a grid of buttons, each opening the full-size viewer at its image.
 * Closing the viewer gives focus back to the button that opened it.
 */
export function ProjectGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const needsApp = useNeedsApp();
  if (images.length === 0) return null;

  const subject = title || 'the project';
  const close = () => {
    setOpenAt(null);
    // As the browser's own return of focus does: the page stays where the visitor left it.
    opener.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <ul className="project-gallery" aria-label={`Images of ${subject}`}>
        {images.map((source, index) => (
          <li key={`${index}-${source}`}>
            <button
              type="button"
              className="gallery-button"
              aria-label={`Open image ${index + 1} of ${images.length} of ${subject} full size`}
              {...needsApp}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpenAt(index);
              }}
            >
              <ResponsiveImage
                layout="gallery"
                src={source}
                alt={imageAlt(title, index, images.length)}
                loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer images={images} title={title} openAt={openAt} onClose={close} />
    </>
  );
}
