import { createLogger } from 'vite';
import { defineConfig } from 'vitest/config';

// GitHub's workflow parser ships source maps without their sources; Vite would warn once per file.
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes('points to missing source files')) warn(message, options);
};

export default defineConfig({
  customLogger: logger,
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // GitHub's workflow parser imports its schema JSON without an import attribute, which Node
    // refuses; run it through Vite, which loads JSON modules.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
