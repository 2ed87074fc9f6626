import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productionFiles, serverEntry } from '../scripts/build-server.js';

/** No Docker engine runs here, so the compose file and Dockerfile are checked by reading them. */
describe('deployment files', () => {
  it('docker-compose runs the app on a healthy Postgres with the production settings', () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8'));
    expect(Object.keys(compose.services)).toEqual(['postgres', 'redis', 'minio', 'minio-setup', 'app']);
    expect(compose.services.postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(compose.services.app.depends_on.postgres.condition).toBe('service_healthy');
    expect(compose.services.app.healthcheck.test.join(' ')).toContain('/readyz');
    const env = compose.services.app.environment;
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(env.JWT_SECRET).toContain(':?');
    // Production refuses to start without a mail server; compose says so before it starts anything.
    expect(env.SMTP_URL).toContain(':?');
  });

  it("docker-compose keeps documents in MinIO's bucket, made at start, reached with the app's own key", () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8'));
    const { minio, 'minio-setup': setup, app } = compose.services;
    expect(minio.healthcheck.test.join(' ')).toContain('mc ready');
    expect(setup.depends_on.minio.condition).toBe('service_healthy');
    expect(app.depends_on['minio-setup'].condition).toBe('service_completed_successfully');
    // The bucket and key the setup makes are the ones the app is given.
    const script = (setup.command as string[]).join('\n');
    expect(script).toContain('mc mb --ignore-existing "local/$$S3_BUCKET"');
    expect(script).toContain('mc admin user add local "$$S3_ACCESS_KEY_ID" "$$S3_SECRET_ACCESS_KEY"');
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(setup.environment[name]).toBe(app.environment[name]);
    expect(app.environment.S3_ENDPOINT).toBe('http://minio:9000');
    // Never MinIO's root user: the app's key may only read, write, list and delete in its bucket.
    expect(app.environment.S3_ACCESS_KEY_ID).not.toBe(minio.environment.MINIO_ROOT_USER);
    expect(script).not.toMatch(/s3:\*|"Action":\s*"\*"/);
    expect(compose.volumes).toHaveProperty('minio-data');
  });

  it("docker-compose runs the app as a role of its own, neither the database's owner nor a superuser, and migrates as the owner", () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8'));
    const postgres = compose.services.postgres.environment;
    const env = compose.services.app.environment;
    const userOf = (url: string) => decodeURIComponent(new URL(url).username);
    // The image's POSTGRES_USER is a superuser and owns POSTGRES_DB: migrations only run as it.
    expect(userOf(env.MIGRATION_DATABASE_URL)).toBe(postgres.POSTGRES_USER);
    expect(new URL(env.MIGRATION_DATABASE_URL).pathname).toBe(new URL(env.DATABASE_URL).pathname);
    expect(userOf(env.DATABASE_URL)).toBe(postgres.APP_DB_USER);
    expect(userOf(env.DATABASE_URL)).not.toBe(postgres.POSTGRES_USER);

    // A new volume runs the init folder, whose script makes the app's role: able to log in, nothing more.
    const mount = (compose.services.postgres.volumes as string[]).find((volume) => volume.includes(':/docker-entrypoint-initdb.d'));
    expect(mount).toBeDefined();
    const folder = mount!.split(':')[0]!;
    const script = readFileSync(`${folder}/10-app-role.sh`, 'utf8');
    const statements = script.split("<<'SQL'")[1]?.split(/^SQL$/m)[0] ?? '';
    const create = statements.match(/^create role .*$/im)?.[0] ?? '';
    expect(create).toContain(':"app_user"');
    expect(create).toMatch(/\blogin\b/);
    for (const power of ['nosuperuser', 'nocreatedb', 'nocreaterole', 'nobypassrls']) expect(create).toContain(power);
    expect(statements.trim().split('\n')).toEqual([create]);
  });

  it('docker-compose shares rate limits through a healthy Redis and never trusts every proxy hop', () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8'));
    expect(compose.services.redis.image).toMatch(/^redis:7/);
    expect(compose.services.redis.healthcheck.test.join(' ')).toContain('ping');
    expect(compose.services.app.depends_on.redis.condition).toBe('service_healthy');
    const env = compose.services.app.environment;
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.TRUST_PROXY).not.toMatch(/true/);
  });

  it('the Dockerfile builds in stages and runs as a non-root user', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it('the image runs the compiled server with plain node, from a production install with neither tsx nor the sources', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const runtime = dockerfile.split(/^FROM /m).at(-1)!;
    expect(runtime).toMatch(/^RUN npm ci --omit=dev /m);
    expect(JSON.parse(runtime.match(/^CMD (\[.*\])$/m)![1]!)).toEqual(['node', serverEntry]);
    expect(runtime).not.toMatch(/tsx|\.ts\b|COPY (server|contract|stripe-emulator) /);
    // What it copies is what the production-install test installs and starts (tests/production-install.test.ts).
    const copied = [...runtime.matchAll(/^COPY (?:--from=build )?(.+) \.\/(\S*)$/gm)].flatMap((match) => match[1]!.split(' ').map((from) => from.replace(/^\/app\//, '')));
    expect(copied.sort()).toEqual([...productionFiles].sort());

    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(Object.keys(packageJson.dependencies)).not.toContain('tsx');
    for (const script of ['db:migrate', 'admin:create', 'admin:reset-second-factor', 'audit:verify']) {
      expect(packageJson.scripts[script], script).toMatch(/^node scripts\/server-script\.js [a-z-]+$/);
    }
  });

  it('.env.example documents every setting the config reads', () => {
    const example = readFileSync('.env.example', 'utf8');
    const config = readFileSync('server/config.ts', 'utf8');
    const keys = [...config.matchAll(/^\s{2}([A-Z_]+): /gm)].map((match) => match[1]);
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(example, key).toMatch(new RegExp(`^${key}=`, 'm'));
  });
});
