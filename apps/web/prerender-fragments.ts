import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as Fragments from './src/features/public/prerender/fragments.tsx';

/**
 * Renders the static parts of the marketing pages (the home page's sections, the footer) to
 * HTML — at build time, and in dev on every page load — and puts each into index.html as an
 * inert <template>. The app shows that markup instead of shipping those components as
 * JavaScript, which keeps the home page's first load within its JavaScript budget
 * (docs/decisions/0011-home-page-js-budget.md).
 */
export function prerenderFragments(): Plugin {
  let root = '';
  return {
    name: 'ascend-prerender-fragments',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const entry = path.join(root, 'src/features/public/prerender/fragments.tsx');
        const { module } = await runnerImport<typeof Fragments>(entry, {
          configFile: false,
          root,
          logLevel: 'error',
        });
        return module.renderFragments().map(({ id, html }) => ({
          tag: 'template',
          attrs: { id },
          children: html,
          injectTo: 'body' as const,
        }));
      },
    },
  };
}
