import type { Plugin } from 'vite';

/**
 * react-router ships one ESM file for development and production, and its `exports` always
 * resolve to the development copy. That copy (a) keeps its developer warnings switched on and
 * (b) writes `X.displayName = "X"` after every context and component, a side effect that keeps
 * unused ones (Form, ScrollRestoration, FrameworkContext, …) in the bundle. For the production
 * build we switch the warnings off (exactly what its dist/production copy does), drop the
 * displayName lines (only React DevTools reads them) and mark the top-level
 * createContext/forwardRef/memo calls pure, so tree-shaking removes what the app never uses.
 * If a release changes these patterns the plugin does nothing and the bundle check notices.
 */
export function slimReactRouter(): Plugin {
  return {
    name: 'ascend-slim-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/ },
      handler(code) {
        const slim = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(
            /^var ([\w$]+) = (React\d*\.(?:createContext|forwardRef|memo)\()/gm,
            'var $1 = /* @__PURE__ */ $2',
          );
        return slim === code ? null : { code: slim, map: null };
      },
    },
  };
}
