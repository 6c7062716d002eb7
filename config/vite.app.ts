import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appPage } from './vite.html.ts';

/** The three apps and where each one's assets live on the shared origin. */
export const APP_NAMES = ['onboarding', 'customer', 'admin'] as const;
export type AppName = (typeof APP_NAMES)[number];

/** Each app builds with its own asset base so the three builds never collide on one origin. */
export const appBase = (name: AppName) => `/app/${name}/`;

/** Files every app takes from @cairn/ui as they are, at fixed names under its base. */
const KIT_FILES = [
  { file: 'color-mode.js', from: '@cairn/ui/color-mode.js', type: 'text/javascript' },
  { file: 'favicon.svg', from: '@cairn/ui/favicon.svg', type: 'image/svg+xml' },
] as const;

/**
 * Serves and emits @cairn/ui's pre-paint colour-mode script and the favicon, and links them in
 * <head>. The script is a file, first in <head>: a strict CSP forbids inline scripts, and a module
 * script would run after first paint.
 */
function kitFiles(appRoot: string, base: string): Plugin {
  const require = createRequire(`${appRoot}/package.json`);
  const source = (from: string) => readFileSync(require.resolve(from));
  return {
    name: 'cairn-kit-files',
    configureServer(server) {
      for (const { file, from, type } of KIT_FILES) {
        server.middlewares.use(`${base}${file}`, (_req, res) => {
          res.setHeader('Content-Type', type);
          res.end(source(from));
        });
      }
    },
    generateBundle() {
      for (const { file, from } of KIT_FILES)
        this.emitFile({ type: 'asset', fileName: file, source: source(from) });
    },
    transformIndexHtml() {
      return [
        { tag: 'script', attrs: { src: `${base}color-mode.js` }, injectTo: 'head-prepend' },
        {
          tag: 'link',
          attrs: { rel: 'icon', type: 'image/svg+xml', href: `${base}favicon.svg` },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * Preloads the kit's font files (one Latin woff2 of Inter's weight axis) from `<head>`: the browser
 * otherwise finds them only after the stylesheet is parsed, and the first paint (/login's form)
 * would show the fallback font and then shift to Inter.
 */
function preloadFonts(base: string): Plugin {
  return {
    name: 'cairn-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => file.endsWith('.woff2'))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** zod's module that reads its configuration when zod loads. */
const ZOD_CORE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
/** `z.config({ jitless: true })`, said before zod exists: zod adopts an existing `globalThis.__zod_globalConfig`. */
const ZOD_JITLESS = '(globalThis.__zod_globalConfig??={}).jitless=true;';

/** The Vite config every app shares; `appRoot` is the app's folder. */
export function cairnAppConfig(name: AppName, appRoot: string): UserConfig {
  const base = appBase(name);
  return {
    root: appRoot,
    base,
    plugins: [
      // The apps speak US English only: react-aria's strings for its other 30-odd locales (about a
      // third of the admin console's JavaScript) are left out.
      optimizeLocales.vite({ locales: ['en-US'] }),
      appPage(),
      react(),
      vanillaExtractPlugin(),
      kitFiles(appRoot, base),
      preloadFonts(base),
      // Each text asset over 1 KB also as .br and .gz, compressed once at build at the highest
      // levels (a server compressing on the fly picks faster, weaker ones): the gateway and nginx
      // send the one the browser accepts.
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        threshold: 1024,
        logLevel: 'silent',
      }),
    ],
    resolve: { conditions: ['@cairn/source', ...defaultClientConditions] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Maps are written beside the build for the error reporter, with no sourceMappingURL in the
      // assets; the gateway and the nginx example never serve *.map.
      sourcemap: 'hidden',
      // The app shell must not inline scripts or styles: the gateway's CSP has no 'unsafe-inline'.
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // zod in one chunk, loaded with the first schema a page needs (no app makes one before
          // first paint), and that chunk switches zod to jitless before zod's own code runs: so
          // whichever chunk a route split puts a schema in, it is made jitless (else the strict
          // CSP reports zod's `new Function` probe). The switch is written where zod keeps its
          // configuration, as `@cairn/api-client/zod-jitless` does.
          codeSplitting: {
            groups: [
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
              // What the entry imports statically, the first paint's code, in one chunk: a dozen
              // small shared chunks cost a request each and compress apart (about 3 KB more gzip).
              { name: 'app', tags: ['$initial'], priority: 1 },
            ],
          },
          banner: (chunk) => (chunk.moduleIds.some((id) => ZOD_CORE.test(id)) ? ZOD_JITLESS : ''),
        },
      },
    },
    server: {
      // In `vite dev` the API comes from the sandbox started by `npm start` (or PORT).
      proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? '4173'}` },
    },
  };
}
