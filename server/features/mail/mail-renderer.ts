import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ReactEmailRender from '@react-email/render';

type MailRenderer = typeof ReactEmailRender;

let loading: Promise<MailRenderer> | undefined;

/**
 * React Email's renderer, in its edge build (decision 0239). Its Node build renders with Node's
 * react-dom/server, which calls AsyncLocalStorage#run at every render; on Node 20 that turns on
 * async hooks for the rest of the process, and from the first mail on, every promise, tick and timer
 * of every answer the site gives pays for them (the job board API, side by side: 27–29 → 33–38 µs of
 * CPU per answer).
 * The edge build renders the same markup with react-dom/server.edge, which uses no AsyncLocalStorage
 * on Node. The package exports that build only under the edge conditions, so it is loaded by its
 * file, found beside the build Node resolves; loaded with the first mail sent.
 */
export function loadMailRenderer(): Promise<MailRenderer> {
  loading ??= (async () => {
    const nodeBuild = createRequire(import.meta.url).resolve('@react-email/render');
    const edgeBuild = path.join(path.dirname(nodeBuild), '..', 'edge', 'index.mjs');
    return (await import(pathToFileURL(edgeBuild).href)) as MailRenderer;
  })();
  return loading;
}
