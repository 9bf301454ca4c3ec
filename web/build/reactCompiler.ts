import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * React Compiler on our own components and hooks (web/src), at build time (issue 17, total blocking
 * time). Every SWR answer re-renders the component that reads it in one blocking pass (SWR announces
 * answers through useSyncExternalStore); without memoised children that pass re-rendered the whole
 * filter bar and table under it each time, 100–200 ms each on the bench's slow laptop. The compiler
 * memoises each component's elements by what they depend on, so an unchanged child is skipped.
 *
 * Vite's own route for this (@rolldown/plugin-babel) needs Node 22.12; this runs Babel directly, only
 * the compiler plugin, leaving TypeScript and JSX for Vite's own transform. A component the compiler
 * cannot prove follows the Rules of React is left as it was (its default `panicThreshold`).
 */
const OUR_SOURCE = /[\\/]web[\\/]src[\\/].*\.tsx?$/;
/** Components are in .tsx files; hooks may be in .ts files that import React. */
const MAY_HOLD_COMPONENTS = (code: string, id: string) => id.endsWith('.tsx') || /from ['"]react['"]/.test(code);

export function reactCompiler(): Plugin {
  return {
    name: 'helpdesk:react-compiler',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!OUR_SOURCE.test(id) || id.includes('node_modules') || !MAY_HOLD_COMPONENTS(code, id)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-react-compiler', {}]],
        sourceMaps: true,
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
