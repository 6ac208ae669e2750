import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: [
        'tests/{unit,components,contract,integration,rules}/**/*.test.{ts,tsx}',
        'functions/test/**/*.test.ts',
      ],
      setupFiles: ['tests/setup.ts'],
      // The official Firestore emulator, shared by the suites that need it.
      globalSetup: ['tests/support/emulator-global-setup.ts'],
      restoreMocks: true,
    },
  }),
);
