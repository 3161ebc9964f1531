import { z } from 'zod';
import { scalpAnswerProblem, scalpReplyProblem, type Locale, type ScalpQuestion } from '@shop/core';
import type { LlmChat, LlmMessage } from '../../providers/llm/llm.provider.ts';

const LANGUAGE: Record<Locale, string> = {
  hk: 'Traditional Chinese as written in Hong Kong',
  zh: 'Traditional Chinese as written in Taiwan',
  cn: 'Simplified Chinese',
  en: 'English',
};

/** The assistant's rules: it words the engine's questions and results; it decides nothing itself. */
function system(locale: Locale): string {
  return [
    "You are the scalp-care assistant of a beauty shop's scalp test.",
    `Reply in ${LANGUAGE[locale]}, warmly and in at most two short sentences.`,
    'Only talk about the scalp test and hair care routines. If asked anything else, say politely that you can only help with the scalp test.',
    'Never name a product unless the message gives you its name. Never make medical claims: no diagnosis, cure or treatment of any condition; for hair loss or a sore scalp, suggest seeing a doctor.',
  ].join(' ');
}

/**
 * Free text → the engine's option ids for the question, through the model (strict JSON checked against the
 * question's own ids). null when the model is unsure, wrong or unreachable: the keyword rules take over.
 */
export async function understandScalpText(
  llm: LlmChat,
  q: ScalpQuestion,
  text: string,
  locale: Locale,
): Promise<string | string[] | null> {
  const ids = q.options.map((o) => o.id) as [string, ...string[]];
  const messages: LlmMessage[] = [
    {
      role: 'system',
      content:
        `${system(locale)} Now classify the shopper's answer to: "${q.prompt.en}". ` +
        `Options: ${q.options.map((o) => `${o.id} (${o.label.en})`).join(', ')}. ` +
        `Reply with a JSON object only: {"value": ${q.multi ? 'a list of option ids' : 'one option id'}} or {"value": null} when the answer fits no option.`,
    },
    { role: 'user', content: text },
  ];
  try {
    const raw = await llm.complete(messages, { json: true });
    const parsed = z
      .strictObject({ value: z.union([z.enum(ids), z.array(z.enum(ids)).min(1), z.null()]) })
      .safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.value === null) return null;
    const value = q.multi && !Array.isArray(parsed.data.value) ? [parsed.data.value] : parsed.data.value;
    return scalpAnswerProblem(q.id, value) ? null : value;
  } catch {
    return null;
  }
}

export type SayEvent = { type: 'delta'; text: string } | { type: 'replace'; text: string } | { type: 'done' };

/**
 * The assistant says `engineText` in its own words, streamed sentence by sentence. A sentence is passed on only
 * once the reply so far names no product outside `names.allowed` and makes no medical claim; otherwise, and on
 * any error or timeout, the chat is told to replace what it showed with the engine's own text.
 */
export async function* sayScalp(
  llm: LlmChat | null,
  locale: Locale,
  engineText: string,
  names: { allowed: readonly string[]; catalogue: readonly string[] },
): AsyncGenerator<SayEvent> {
  if (!llm) {
    yield { type: 'delta', text: engineText };
    yield { type: 'done' };
    return;
  }
  const messages: LlmMessage[] = [
    { role: 'system', content: system(locale) },
    {
      role: 'user',
      content: `Say this to the shopper in your own words, keeping its meaning and any product names exactly: ${engineText}`,
    },
  ];
  let all = '';
  let sent = 0;
  try {
    for await (const piece of llm.stream(messages)) {
      all += piece;
      const end = Math.max(...['.', '!', '?', '。', '！', '？', '\n'].map((p) => all.lastIndexOf(p)));
      if (end + 1 <= sent) continue;
      if (scalpReplyProblem(all, names)) throw new Error('unsafe reply');
      yield { type: 'delta', text: all.slice(sent, end + 1) };
      sent = end + 1;
    }
    if (!all.trim() || scalpReplyProblem(all, names)) throw new Error('unsafe reply');
    if (sent < all.length) yield { type: 'delta', text: all.slice(sent) };
  } catch {
    yield { type: 'replace', text: engineText };
  }
  yield { type: 'done' };
}
