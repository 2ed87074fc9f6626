import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * SSR build only: wraps each `import('…')` in client/src with `trackLazyImport('<source path>', …)`,
 * the path as the client build's manifest names it (relative to client/), so a render knows
 * which chunks its page needs (see src/ssr/module-tracker.ts).
 */
export function trackLazyImports(clientRoot: string): Plugin {
  const srcDir = path.join(clientRoot, 'src') + path.sep;
  const trackerFile = path.join(srcDir, 'ssr', 'module-tracker.ts');
  return {
    name: 'track-lazy-imports',
    apply: (_config, env) => env.isSsrBuild === true,
    async transform(code, id) {
      if (!id.startsWith(srcDir) || id === trackerFile || !/\.tsx?$/.test(id)) return null;
      const calls = [...code.matchAll(/\bimport\((['"])([^'"]+)\1\)/g)];
      if (calls.length === 0) return null;
      let out = code;
      for (const call of calls) {
        const resolved = await this.resolve(call[2]!, id);
        if (!resolved) continue;
        const moduleId = path.relative(clientRoot, resolved.id).split(path.sep).join('/');
        out = out.replace(call[0], `__trackLazyImport(${JSON.stringify(moduleId)}, ${call[0]})`);
      }
      return `import { trackLazyImport as __trackLazyImport } from ${JSON.stringify(trackerFile)};\n${out}`;
    },
  };
}
