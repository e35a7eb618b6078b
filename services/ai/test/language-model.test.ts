import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conciergeResponseSchema, recommendationsResponseSchema } from '@suvarna/contracts';
import { freePort } from '@suvarna/infra/testing';
import { sampleSnapshot, startAi, type AiUnderTest } from './ai-test-kit';

/*
 * The optional language model against a local stand-in that speaks the chat-completions API: its
 * phrasing is used when every hotel and figure is in the facts, and the computed answer stands when it
 * invents a hotel or a price, fails, or is too slow.
 */

type Behaviour = { kind: 'reply'; text: string } | { kind: 'fail' } | { kind: 'hang' };

let behaviour: Behaviour = { kind: 'fail' };
const seen: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
let llm: Server;
let ai: AiUnderTest;

beforeAll(async () => {
  const port = await freePort();
  llm = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return void res.writeHead(404).end();
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text } }] }));
    });
  });
  await new Promise<void>((resolve) => llm.listen(port, '127.0.0.1', resolve));
  ai = await startAi({ snapshot: sampleSnapshot(), env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test-key', AI_MODEL: 'stand-in', AI_TIMEOUT_MS: '2000' } });
  await ai.snapshotLoaded();
});

afterAll(async () => {
  await ai?.close();
  llm?.closeAllConnections();
  await new Promise<void>((resolve) => llm?.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

const recommend = async (message: string) =>
  recommendationsResponseSchema.parse(await (await ai.call('POST', '/api/ai/recommendations', { message })).json());

describe('the optional language model', () => {
  it('when the model phrases the ranked list from its facts, then its text is the reasoning, and it was sent the facts', async () => {
    behaviour = { kind: 'reply', text: 'For your backwaters escape, Suvarna Kettuvallam Alleppey is the one: houseboat cruises and a pool, from ₹12,000 a night.' };
    const body = await recommend('Backwaters houseboat');
    expect(body.reasoning).toBe(behaviour.text);
    expect(body.recommendations[0]!.id).toBe('13');
    expect(seen[0]!.auth).toBe('Bearer test-key');
    expect(seen[0]!.body.model).toBe('stand-in');
    expect(seen[0]!.body.messages[1]!.content).toContain('Suvarna Kettuvallam Alleppey');
  });

  it('when the model invents a hotel, then the computed reasoning stands', async () => {
    behaviour = { kind: 'reply', text: 'Try Suvarna Moonlight Paris, our newest hotel, from ₹12,000 a night.' };
    const body = await recommend('Backwaters houseboat');
    expect(seen).toHaveLength(1);
    expect(body.reasoning).not.toContain('Paris');
    expect(body.reasoning).toContain('Suvarna Kettuvallam Alleppey comes first');
  });

  it('when the model invents a price, then the computed reasoning stands', async () => {
    behaviour = { kind: 'reply', text: 'Suvarna Kettuvallam Alleppey has rooms from ₹4,999 a night.' };
    const body = await recommend('Backwaters houseboat');
    expect(body.reasoning).toContain('comes first');
  });

  it('when the model fails or is too slow, then the computed answers stand', async () => {
    behaviour = { kind: 'fail' };
    expect((await recommend('Backwaters houseboat')).reasoning).toContain('comes first');
    behaviour = { kind: 'hang' };
    const res = await ai.call('POST', '/api/ai/concierge', { message: 'What time is check-in?' });
    expect(res.status).toBe(200);
    expect(conciergeResponseSchema.parse(await res.json()).response).toContain('2:00 PM');
  });

  it('when the model rephrases a concierge answer within its facts, then the guest gets the phrasing', async () => {
    behaviour = { kind: 'reply', text: 'Check-in begins at 2:00 PM, and check-out is until 12:00 noon.' };
    const body = conciergeResponseSchema.parse(await (await ai.call('POST', '/api/ai/concierge', { message: 'What time is check-in?' })).json());
    expect(body.response).toBe(behaviour.text);
    expect(body.citations[0]!.kind).toBe('policy');
  });
});
