/**
 * The yardstick: a Fastify server with one JSON route and nothing else, and `/bytes/:n`, which sends
 * n bytes kept in memory (the same size as an answer it is compared with). They are random, as
 * compressed bytes are: the load generator reads random bytes several times slower than repeated ones.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const bodies = new Map<number, Buffer>();
app.get<{ Params: { n: string } }>('/bytes/:n', (request, reply) => {
  const n = Number(request.params.n);
  let body = bodies.get(n);
  if (!body) bodies.set(n, (body = randomBytes(n)));
  return reply.type('application/octet-stream').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
