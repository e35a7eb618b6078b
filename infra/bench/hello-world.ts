/**
 * The yardstick for the catalog's hot read: an Express hello-world, in a process of its own, that answers
 * GET / with the same bytes as the catalog's hotel list (fetched once at start from the URL in argv[2]).
 * Prints "listening <port>" once it listens on a free port.
 */
import express from 'express';

const source = process.argv[2];
if (!source) throw new Error('usage: hello-world.ts <url whose body to send>');
const body = await (await fetch(source)).text();
const app = express();
app.get('/', (_req, res) => {
  res.type('application/json').send(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
