import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ConfigError, readAppConfig } from './data/app-config';
import { createRepository } from './data/create-repository';
import { ConfigErrorPage } from './routes/config-error-page';
import { createAppRouter } from './routes/router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

try {
  const config = readAppConfig(import.meta.env, window.location.search);
  const repository = await createRepository(config);
  root.render(
    <StrictMode>
      <App repository={repository} queryClient={new QueryClient()} router={createAppRouter()} />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  const problems =
    error instanceof ConfigError
      ? error.problems
      : [error instanceof Error ? error.message : String(error)];
  root.render(<ConfigErrorPage title="The site is not configured correctly" problems={problems} />);
}
