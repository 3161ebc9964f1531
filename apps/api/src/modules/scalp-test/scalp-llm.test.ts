import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCALP_QUESTIONS } from '@shop/core';
import { createOpenAiChat } from '../../providers/llm/llm.provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sayScalp, understandScalpText, type SayEvent } from './scalp-llm.ts';

/** A local stand-in for an OpenAI-compatible chat endpoint: answers, streams, fails or never answers. */
let mode: 'json' | 'stream' | 'hang' | 'fail' = 'json';
let json = '{"value":"oily"}';
let pieces: string[] = [];
const seen: { auth?: string; body: Record<string, unknown> }[] = [];
const hanging: ServerResponse[] = [];
let server: Server;
let base = '';

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (mode === 'hang') return void hanging.push(res);
    if (mode === 'fail') return res.writeHead(500).end('{"error":"boom"}');
    if (mode === 'json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: json } }] }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const p of pieces)
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: p } }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const r of hanging) r.destroy();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen.length = 0;
  mode = 'json';
});

const collect = async (g: AsyncGenerator<SayEvent>) => {
  const out: SayEvent[] = [];
  for await (const e of g) out.push(e);
  return out;
};
const NAMES = {
  allowed: ['Oil Balance Scalp Shampoo', 'BP-SHP-OILY'],
  catalogue: ['Oil Balance Scalp Shampoo', 'BP-SHP-OILY', 'Moisture Scalp Shampoo', 'BP-SHP-DRY'],
};
const ENGINE = 'Your scalp type: Oily scalp. My suggestion for you is Oil Balance Scalp Shampoo.';

describe('LLM adapter against a fake OpenAI-compatible server', () => {
  const llm = () => createOpenAiChat({ baseUrl: base, model: 'fake-model', apiKey: 'k-123', timeoutMs: 300 });

  it('streams a safe reply sentence by sentence, with model, key and stream flag sent', async () => {
    mode = 'stream';
    pieces = ['Your scalp runs ', 'oily. ', 'Oil Balance Scalp Shampoo', ' will suit you!'];
    const events = await collect(sayScalp(llm(), 'en', ENGINE, NAMES));
    expect(events).toEqual([
      { type: 'delta', text: 'Your scalp runs oily.' },
      { type: 'delta', text: ' Oil Balance Scalp Shampoo will suit you!' },
      { type: 'done' },
    ]);
    expect(seen[0]).toMatchObject({ auth: 'Bearer k-123', body: { model: 'fake-model', stream: true } });
  });

  it('discards a reply naming a product outside the engine’s list: the engine’s text replaces it', async () => {
    mode = 'stream';
    pieces = ['Your scalp runs oily. ', 'Try Moisture Scalp Shampoo', ' too.'];
    const events = await collect(sayScalp(llm(), 'en', ENGINE, NAMES));
    expect(events).toEqual([
      { type: 'delta', text: 'Your scalp runs oily.' },
      { type: 'replace', text: ENGINE },
      { type: 'done' },
    ]);
    expect(events.some((e) => 'text' in e && e.text.includes('Moisture'))).toBe(false);
  });

  it('discards a medical claim', async () => {
    mode = 'stream';
    pieces = ['This shampoo will cure your scalp.'];
    expect(await collect(sayScalp(llm(), 'en', ENGINE, NAMES))).toEqual([
      { type: 'replace', text: ENGINE },
      { type: 'done' },
    ]);
  });

  it('falls back to the engine on a timeout and on an error, without waiting longer than the deadline', async () => {
    mode = 'hang';
    const started = Date.now();
    expect(await collect(sayScalp(llm(), 'en', ENGINE, NAMES))).toEqual([
      { type: 'replace', text: ENGINE },
      { type: 'done' },
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    const q = SCALP_QUESTIONS[0]!;
    expect(await understandScalpText(llm(), q, 'my scalp is weird', 'en')).toBeNull();
    mode = 'fail';
    expect(await collect(sayScalp(llm(), 'en', ENGINE, NAMES))).toEqual([
      { type: 'replace', text: ENGINE },
      { type: 'done' },
    ]);
  });

  it('maps free text to the question’s options through strict JSON, refusing anything else', async () => {
    const feel = SCALP_QUESTIONS.find((q) => q.id === 'scalp_feel')!;
    const concerns = SCALP_QUESTIONS.find((q) => q.id === 'concerns')!;
    json = '{"value":"oily"}';
    expect(await understandScalpText(llm(), feel, 'shiny by noon', 'en')).toBe('oily');
    expect(seen[0]?.body).toMatchObject({ response_format: { type: 'json_object' } });
    json = '{"value":"flakes"}';
    expect(await understandScalpText(llm(), concerns, 'snow on my shoulders', 'en')).toEqual(['flakes']);
    for (const bad of ['{"value":"purple"}', '{"value":"oily","extra":1}', 'not json', '{"value":["oily"]}'])
      expect(await understandScalpText(llm(), feel, 'x', 'en'), bad).toBeNull();
    json = '{"value":null}';
    expect(await understandScalpText(llm(), feel, 'what is the weather?', 'en')).toBeNull();
  });

  it('without a model, the engine’s text is said as it is', async () => {
    expect(await collect(sayScalp(null, 'en', ENGINE, NAMES))).toEqual([
      { type: 'delta', text: ENGINE },
      { type: 'done' },
    ]);
  });
});

describe('the scalp test API with LLM_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LLM_BASE_URL: base, LLM_MODEL: 'fake-model' });
  });
  afterAll(() => t.close());

  it('understands free text through the model, and falls back to keywords when it fails', async () => {
    const start = await t.inject({ method: 'POST', url: '/api/v1/scalptest', payload: { locale: 'en' } });
    const id = start.json().id as string;
    expect(start.json().assistant).toBe('llm');
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    json = '{"value":"dry"}';
    const ai = await t.inject({
      method: 'POST',
      url: `/api/v1/scalptest/${id}/answer`,
      payload: { question_id: 'scalp_feel', text: 'it feels like paper' },
      headers: { cookie },
    });
    expect(ai.json().answered[0]).toMatchObject({ question_id: 'scalp_feel', value: 'dry' });
    mode = 'fail';
    const fallback = await t.inject({
      method: 'POST',
      url: `/api/v1/scalptest/${id}/answer`,
      payload: { question_id: 'concerns', text: 'lots of dandruff' },
      headers: { cookie },
    });
    expect(fallback.json().answered[1]).toMatchObject({ value: ['flakes'] });

    mode = 'stream';
    pieces = ['What is your hair like? ', 'Fine, thick or curly?'];
    const say = await t.inject({ url: `/api/v1/scalptest/${id}/say`, headers: { cookie } });
    expect(say.headers['content-type']).toMatch(/text\/event-stream/);
    const events = say.body
      .split('\n\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l.replace(/^data: /, '')));
    expect(events).toEqual([
      { type: 'delta', text: 'What is your hair like?' },
      { type: 'delta', text: ' Fine, thick or curly?' },
      { type: 'done' },
    ]);
    // another visitor gets nothing
    expect((await t.inject({ url: `/api/v1/scalptest/${id}/say` })).statusCode).toBe(404);
  });
});
