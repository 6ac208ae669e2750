import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { ViewerCarousel } from './viewer-carousel';
import './image-viewer.css';

/**
 * The full-size viewer, on the platform's modal `<dialog>`: showModal() makes the page behind
 * inert, keeps Tab inside, closes on Escape and returns focus as it closes. Not Radix Dialog:
 * its scroll lock injects a `<style>` element (radix-ui/primitives issue 3063), which the
 * site's Content-Security-Policy refuses; the scroll lock here is CSS (image-viewer.css).
 *
 * The dialog is in the page closed, as the build renders it; its content exists only while it
 * is open, so no full-size image loads before it is asked for, and the carousel measures itself
 * on screen.
 */
export function ImageViewer({
  images,
  title,
  openAt,
  onClose,
}: {
  images: readonly string[];
  title: string;
  /** The image to open at; null while the viewer is closed. */
  openAt: number | null;
  /** Called once the dialog has closed, whichever way (close button, Escape). */
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = openAt !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && !dialog?.open) dialog?.showModal();
    else if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="image-viewer"
      aria-label={title ? t`Images of ${title}` : t`Images of the project`}
      onClose={onClose}
    >
      {openAt !== null && (
        <ViewerCarousel
          images={images}
          title={title}
          startIndex={openAt}
          onClose={() => dialogRef.current?.close()}
        />
      )}
    </dialog>
  );
}
