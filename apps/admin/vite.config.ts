import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { cairnAppConfig } from '../../config/vite.app.ts';

export default defineConfig(cairnAppConfig('admin', fileURLToPath(new URL('.', import.meta.url))));
