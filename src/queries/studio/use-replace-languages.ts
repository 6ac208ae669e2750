import { useMutation } from '@tanstack/react-query';
import { VersionConflictError } from '@/data/studio/studio-repository';
import type { PortfolioFile } from '@/domain/portfolio-file';
import type { StudioContent } from '@/domain/studio-content';
import { useStudioRepository } from './studio-context';

export interface ReplaceLanguagesVariables {
  /** The content with its new default language: every text swapped with its translation. */
  file: PortfolioFile;
  /** The content the swap was made from: a change since is a conflict. */
  readFrom: StudioContent;
}

/**
 * Writes a new default language with every document's texts swapped, all or none (one
 * replaceContent). A change since `readFrom` rejects as a conflict over the profile, which holds
 * the languages: what is stored now is what the live listener brings next.
 */
export function useReplaceLanguages() {
  const repository = useStudioRepository();
  return useMutation({
    mutationFn: ({ file, readFrom }: ReplaceLanguagesVariables) =>
      repository.replaceContent(file, readFrom).catch((error: unknown) => {
        throw error instanceof VersionConflictError
          ? new VersionConflictError(readFrom.profile)
          : error;
      }),
  });
}
