import { createContext, use, type ReactNode } from 'react';
import type { PortfolioRepository } from '@/data/portfolio-repository';

const RepositoryContext = createContext<PortfolioRepository | null>(null);

export function RepositoryProvider({
  repository,
  children,
}: {
  repository: PortfolioRepository;
  children: ReactNode;
}) {
  return <RepositoryContext value={repository}>{children}</RepositoryContext>;
}

export function useRepository(): PortfolioRepository {
  const repository = use(RepositoryContext);
  if (!repository) throw new Error('useRepository must be used inside <RepositoryProvider>.');
  return repository;
}
