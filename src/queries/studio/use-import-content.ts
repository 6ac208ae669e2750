import { useMutation } from '@tanstack/react-query';
import type { PortfolioFile } from '@/domain/portfolio-file';
import type { StudioContent } from '@/domain/studio-content';
import { useStudioRepository } from './studio-context';

export interface ImportContentVariables {
  file: PortfolioFile;
  /** The content the owner previewed the import against: a change since is a conflict. */
  readFrom: StudioContent;
}

/**
 * Replaces the content with a content file's, all or none. The content's listener then brings
 * the new content; a VersionConflictError means it moved on since the preview.
 */
export function useImportContent() {
  const repository = useStudioRepository();
  return useMutation({
    mutationFn: ({ file, readFrom }: ImportContentVariables) =>
      repository.replaceContent(file, readFrom),
  });
}
