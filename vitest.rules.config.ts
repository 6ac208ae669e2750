import { defineConfig } from 'vitest/config';

/** Security-rules tests, run by `npm run test:rules` under the official Firestore emulator. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    fileParallelism: false,
  },
});
