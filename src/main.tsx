import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ConfigError, readAppConfig, type AppConfig } from './data/app-config';
import { createDeferredRepository } from './data/deferred-repository';
import { createRepository } from './data/create-repository';
import { ConfigErrorPage } from './routes/config-error-page';
import { createAppRouter } from './routes/router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);

function readConfigOrExplain(): AppConfig | null {
  try {
    return readAppConfig(import.meta.env, window.location.search);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    root.render(
      <ConfigErrorPage title="The site is not configured correctly" problems={error.problems} />,
    );
    return null;
  }
}

const config = readConfigOrExplain();
if (config) {
  // The page renders at once; the repository's code (and Firebase's) arrives while it paints.
  const repository = createDeferredRepository(createRepository(config));
  root.render(
    <StrictMode>
      <App repository={repository} queryClient={new QueryClient()} router={createAppRouter()} />
    </StrictMode>,
  );
}
