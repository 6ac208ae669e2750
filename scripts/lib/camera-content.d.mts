/** Writes a camera-size content set into workDir; returns the content JSON's path. */
export function writeCameraContent(workDir: string): Promise<{ file: string }>;
