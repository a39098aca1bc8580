// The baseline: a bare Fastify hello-world on the same machine, in its own process like the shop.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
