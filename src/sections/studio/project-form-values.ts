import type { projectFileSchema } from '@/domain/portfolio-file';
import type { z } from '@/domain/zod';

/** A project as its form holds it while typed: the content file's project, id included. */
export type ProjectInput = z.input<typeof projectFileSchema>;
/** What the content file's schema makes of it. */
export type ProjectValues = z.output<typeof projectFileSchema>;
