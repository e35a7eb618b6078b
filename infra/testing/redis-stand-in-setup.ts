/**
 * Set-up file of the Node test projects (vitest.config.ts): in each test file's process, createRedis without a
 * URL (REDIS_URL unset, or a test that wants its own keyspace) gives the in-process stand-in, as under `npm start`.
 */
import { registerRedisStandIn } from '../dev/redis-stand-in';

registerRedisStandIn();
