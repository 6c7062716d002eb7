import type { Plugin } from 'vite';

/**
 * The page every app is served in, written once: an app's `index.html` holds only what is its own
 * (its `<title>` and description), and this plugin sets it in the shared document (language,
 * charset, viewport, the `#root` the app renders into, the entry module). It runs before Vite reads
 * the page, so the entry script is bundled as if it were written in the file.
 */
export function appPage(): Plugin {
  return {
    name: 'cairn-app-page',
    transformIndexHtml: {
      order: 'pre',
      handler: (ownHead) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${ownHead.trim().split('\n').join('\n    ')}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    },
  };
}
