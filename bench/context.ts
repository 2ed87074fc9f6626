import type { FigureBook } from './figures.js';
import type { BenchSizes } from './sizes.js';

/** A server of the site the bench started, and how to reach it. */
export interface RunningSite {
  port: number;
  pid: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

/** What each section of the bench is given: where the site and its yardstick run, its sizes, and where its figures go. */
export interface BenchContext {
  book: FigureBook;
  sizes: BenchSizes;
  /** The site on the scratch Postgres database. */
  app: RunningSite;
  /** The bare Fastify server (bare-server.ts). */
  bare: RunningSite;
  /** The scratch database the site runs on. */
  databaseUrl: string;
  /** Starts another server of the site with `env` on top of the bench's settings (its own DATA_DIR); stopped when the run ends. */
  startSite(port: number, env: Record<string, string>): Promise<RunningSite>;
  /** Stops a server `startSite` started, and waits for it to exit. */
  stopSite(site: RunningSite): Promise<void>;
  /** A port nothing of this run listens on. */
  freePort(): Promise<number>;
}

/** Signs in through the API as a user would and answers the session token. */
export async function signIn(origin: string, email: string, password: string, from?: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The bench's admin account, made before the site starts (run.ts). */
export const benchAdmin = { email: 'bench-admin@example.com', name: 'Bench Admin', password: 'bench-password-1' } as const;

/** A GET that must answer 200; the body is read and dropped. */
export function getOk(url: string, headers: Record<string, string> = {}) {
  return async () => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`GET ${new URL(url).pathname}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    await response.arrayBuffer();
  };
}
