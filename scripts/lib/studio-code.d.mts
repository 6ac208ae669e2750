export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function isStudioModule(path: string): boolean;

export function readManifest(dist: string): Manifest;

export interface StudioCode {
  /** The studio route's own file (src/routes/studio-page.tsx): `assets/…js`. */
  route: string;
  /** Every file only the studio loads, its route's among them: `assets/…js`. */
  files: Set<string>;
}

export function studioCode(dist: string): StudioCode;
