export interface JavaScriptFiles {
  files: string[];
  /** Gzipped. */
  bytes: number;
}

export function measureJavaScript(dist: string): {
  beforeFirstPaint: JavaScriptFiles;
  startup: JavaScriptFiles;
  total: JavaScriptFiles;
  /** Every file but the studio's: what a visitor's pages may load. */
  visitor: JavaScriptFiles;
  /** The files only the owner's studio loads. */
  studio: JavaScriptFiles;
};
