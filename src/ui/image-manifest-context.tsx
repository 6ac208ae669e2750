import { createContext, use, type ReactNode } from 'react';
import type { ImageManifest } from '@/domain/responsive-image';

const ImageManifestContext = createContext<ImageManifest>({});

/** The build's image variants, read once from the page (the prerender hands in the same). */
export function ImageManifestProvider({
  manifest,
  children,
}: {
  manifest: ImageManifest;
  children: ReactNode;
}) {
  return <ImageManifestContext value={manifest}>{children}</ImageManifestContext>;
}

export function useImageManifest(): ImageManifest {
  return use(ImageManifestContext);
}
