import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { cairnAppConfig } from '../../config/vite.app.ts';

export default defineConfig(
  mergeConfig(cairnAppConfig('admin', fileURLToPath(new URL('.', import.meta.url))), {
    build: {
      rolldownOptions: {
        output: {
          // zod and the module that makes it jitless in one chunk: every chunk that makes schemas
          // imports it, so `z.config({ jitless: true })` has run before the first schema is made,
          // whichever chunk the route split puts the schemas in (else the strict CSP reports zod's
          // eval probe).
          codeSplitting: {
            groups: [
              {
                name: 'zod',
                test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]api-client[\\/](src|dist)[\\/]zodJitless\./,
              },
            ],
          },
        },
      },
    },
  }),
);
