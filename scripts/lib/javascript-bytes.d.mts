export interface JavaScriptFiles {
  files: string[];
  /** Gzipped. */
  bytes: number;
}

export function measureJavaScript(dist: string): {
  beforeFirstPaint: JavaScriptFiles;
  startup: JavaScriptFiles;
  total: JavaScriptFiles;
};
