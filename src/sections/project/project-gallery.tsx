import { t } from '@lingui/core/macro';
import { useRef, useState, type ReactNode } from 'react';
import { useNeedsApp } from '@/ui/app-starting';
import { ResponsiveImage } from '@/ui/responsive-image';
import { imageAlt } from './image-alt';
import { ImageViewer } from './image-viewer';
import './project-gallery.css';

/** What the button opening image `position` of `count` in the full-size viewer says. */
function openLabel(position: number, count: number, title: string): string {
  return title
    ? t`Open image ${position} of ${count} of ${title} full size`
    : t`Open image ${position} of ${count} of the project full size`;
}

/** Images above the fold on a phone (one column) or a desktop (two): they load with the page. */
const EAGER_IMAGES = 2;

interface ProjectGalleryProps {
  images: readonly string[];
  title: string;
  /** What the case study says between its lead image and the others: the description, the links. */
  between?: ReactNode;
}

/**
 * A project's images as buttons, each opening the full-size viewer at its image: the first as the
 * page's lead, large and in its own shape, the others in a grid after `between`. Closing the
 * viewer gives focus back to the button that opened it.
 */
export function ProjectGallery({ images, title, between }: ProjectGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const needsApp = useNeedsApp();
  if (images.length === 0) return between;

  const close = () => {
    setOpenAt(null);
    // As the browser's own return of focus does: the page stays where the visitor left it.
    opener.current?.focus({ preventScroll: true });
  };
  const button = (source: string, index: number, lead: boolean) => (
    <button
      type="button"
      className="gallery-button"
      aria-label={openLabel(index + 1, images.length, title)}
      {...needsApp}
      onClick={(event) => {
        opener.current = event.currentTarget;
        setOpenAt(index);
      }}
    >
      <ResponsiveImage
        layout={lead ? 'lead' : 'gallery'}
        src={source}
        alt={imageAlt(title, index, images.length)}
        loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
        decoding="async"
      />
    </button>
  );
  const [lead = '', ...others] = images;

  return (
    <>
      <div className="project-lead">{button(lead, 0, true)}</div>
      {between}
      {others.length > 0 && (
        <ul
          className="project-gallery"
          aria-label={title ? t`More images of ${title}` : t`More images of the project`}
        >
          {others.map((source, index) => (
            <li key={`${index + 1}-${source}`}>{button(source, index + 1, false)}</li>
          ))}
        </ul>
      )}
      <ImageViewer images={images} title={title} openAt={openAt} onClose={close} />
    </>
  );
}
