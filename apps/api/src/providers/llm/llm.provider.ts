/**
 * An OpenAI-compatible chat completions client (POST {base}/chat/completions): one answer, or a stream of text
 * pieces (server-sent events). Every call has a deadline; callers fall back to the rules engine on any failure.
 */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmChat {
  /** the whole reply; json asks for a JSON object (response_format json_object) */
  complete(messages: LlmMessage[], opts?: { json?: boolean }): Promise<string>;
  /** the reply as it is written */
  stream(messages: LlmMessage[]): AsyncGenerator<string>;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** a whole call, first byte to last */
  timeoutMs?: number;
}

export function createOpenAiChat(cfg: LlmConfig): LlmChat {
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = cfg.timeoutMs ?? 8000;
  const post = (body: object) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: cfg.model, temperature: 0.3, max_tokens: 300, ...body }),
      signal: AbortSignal.timeout(timeoutMs),
    }).then((res) => {
      if (!res.ok) throw new Error(`LLM answered ${res.status}`);
      return res;
    });

  return {
    async complete(messages, opts = {}) {
      const res = await post({
        messages,
        ...(opts.json ? { response_format: { type: 'json_object' } } : {}),
      });
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('LLM reply has no content');
      return content;
    },
    async *stream(messages) {
      const res = await post({ messages, stream: true });
      if (!res.body) throw new Error('LLM reply has no body');
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      try {
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          buffer += decoder.decode(r.value, { stream: true });
          let nl: number;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, nl).trim();
            buffer = buffer.slice(nl + 1);
            if (!line.startsWith('data:')) continue;
            const data = line.slice(5).trim();
            if (data === '[DONE]') return;
            const event = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
            const piece = event.choices?.[0]?.delta?.content;
            if (typeof piece === 'string' && piece) yield piece;
          }
        }
      } finally {
        // a reader that stops early (a discarded reply) ends the request at once
        await reader.cancel().catch(() => undefined);
      }
    },
  };
}
