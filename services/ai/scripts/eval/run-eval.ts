import { performance } from 'node:perf_hooks';
import { properties } from '@suvarna/sample-data';
import type { KnownHotel } from '../../src/data-access/read-models';
import { answerQuestion, buildKnowledgeBase } from '../../src/domain/concierge';
import { rankHotels } from '../../src/domain/rank-hotels';
import { understandRequest } from '../../src/domain/understand-request';
import { labelledQuestions } from './labelled-questions';
import { labelledRequests } from './labelled-requests';

/*
 * npm run eval:ai — the recommendations' precision at 2 and the concierge's answer accuracy over the
 * labelled sets, on the embedded catalog, with each domain call's latency (in process: understanding and
 * ranking, retrieval and composing; the read models' Postgres queries are not included).
 * Precision at 2 for a request: of its top two, the share that are relevant (out of min(2, relevant)).
 */

const hotels: KnownHotel[] = properties.map((h) => ({
  id: h.id,
  name: h.name,
  location: h.location,
  state: h.state,
  status: h.status,
  type: h.type,
  rating: h.rating,
  description: h.description,
  amenities: h.amenities,
  features: h.features,
  contact: h.contact,
  rooms: h.rooms.map((r) => ({ type: r.type, pricePaise: r.price * 100, capacity: r.capacity, available: r.available })),
}));
const knownPlaces = [...new Set(hotels.flatMap((h) => [h.location, h.state]))];
const today = '2026-11-23';
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

const recLatency: number[] = [];
let precisionSum = 0;
const misses: string[] = [];
for (const { message, relevant } of labelledRequests) {
  const t0 = performance.now();
  const understood = understandRequest(message, { today, knownPlaces });
  const top = rankHotels({ hotels, understood, held: new Map() }).ranked.slice(0, 2).map((r) => r.hotel.id);
  recLatency.push(performance.now() - t0);
  const hits = top.filter((id) => relevant.includes(id)).length;
  const p = hits / Math.min(2, relevant.length);
  precisionSum += Math.min(1, p);
  if (p < 1) misses.push(`  "${message}": got ${top.join(', ')}, wanted ${relevant.join(' or ')}`);
}

const kb = buildKnowledgeBase(hotels);
const qaLatency: number[] = [];
let correct = 0;
const wrong: string[] = [];
for (const { message, fact } of labelledQuestions) {
  const t0 = performance.now();
  const { response } = answerQuestion(kb, message);
  qaLatency.push(performance.now() - t0);
  if (response.toLowerCase().includes(fact.toLowerCase())) correct++;
  else wrong.push(`  "${message}": no "${fact}"`);
}

const precision = precisionSum / labelledRequests.length;
const accuracy = correct / labelledQuestions.length;
console.log(`Recommendations: precision@2 ${precision.toFixed(3)} over ${labelledRequests.length} requests (goal ≥ 0.8); p95 ${p95(recLatency).toFixed(2)} ms`);
if (misses.length) console.log(misses.join('\n'));
console.log(`Concierge: answer accuracy ${accuracy.toFixed(3)} over ${labelledQuestions.length} questions (goal ≥ 0.85); p95 ${p95(qaLatency).toFixed(2)} ms`);
if (wrong.length) console.log(wrong.join('\n'));
const ok = precision >= 0.8 && accuracy >= 0.85 && p95(recLatency) < 50 && p95(qaLatency) < 50;
console.log(ok ? 'All goals met.' : 'Goals NOT met.');
process.exitCode = ok ? 0 : 1;
