import type { StudioRepository } from '@/data/studio/studio-repository';
import type { StudioContent } from '@/domain/studio-content';

/** What `repository` holds now, read once through its listener. */
export function readStudioContent(repository: StudioRepository): Promise<StudioContent> {
  return new Promise((resolve, reject) => {
    let heard = false;
    const stop: () => void = repository.subscribeToContent((content) => {
      // The first answer may come before subscribeToContent has returned its stop.
      if (heard) return;
      heard = true;
      queueMicrotask(() => stop());
      resolve(content);
    }, reject);
  });
}
