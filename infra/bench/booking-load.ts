/**
 * The booking benchmark's load, run in a process of its own (so that it never shares an event loop
 * with the servers): POST /api/bookings/create through the gateway, each request a different
 * (hotel, room type, night), so that no two bookings wait on the same night's counter.
 * Reads its plan as JSON on stdin; prints autocannon's figures as JSON.
 */
import autocannon from 'autocannon';

interface Plan {
  url: string;
  /** The guests' access tokens: request n books as guest n % tokens.length. */
  tokens: string[];
  bodies: string[];
  connections: number;
  duration: number;
  /** Requests per second from all connections, `bodies.length` of them; absent: as fast as the server answers, for `duration` s. */
  rate?: number;
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const plan = JSON.parse(input) as Plan;

let next = 0;
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.duration,
  ...(plan.rate ? { overallRate: plan.rate, amount: plan.bodies.length } : {}),
  requests: [
    {
      method: 'POST',
      path: '/api/bookings/create',
      setupRequest: (request) => {
        const n = next++;
        // More bodies than the run can send are planned; past the end, nights repeat (and may be refused).
        const body = plan.bodies[n % plan.bodies.length]!;
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${plan.tokens[n % plan.tokens.length]}`, 'idempotency-key': `bench-${process.pid}-${n}` },
          body,
        };
      },
    },
  ],
});

console.log(
  JSON.stringify({
    created: result['2xx'],
    seconds: result.duration,
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
  }),
);
