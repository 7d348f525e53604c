// A Vite plugin: Lingui's macros (t, Trans, msg, plural) become message lookups at build time, by
// Lingui's own Babel plugin. Vite 8's React plugin has no Babel of its own, so Babel runs here,
// before it, and only on the files that import a macro. Used by the app's build, the tests and the
// static shell's render (scripts/vite-plugin-static-shell.ts).
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
