import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // A suite's real platform (its recognisers and speech workers) takes a few seconds to start, more on a busy machine.
    hookTimeout: 60_000,
  },
});
