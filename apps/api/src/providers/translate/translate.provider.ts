// Machine translation of review text behind one interface: a LibreTranslate-compatible server or DeepL, chosen by
// TRANSLATE_PROVIDER. There is no offline fake here: with no provider, only stored and OpenCC answers exist.
import type { ReviewLang } from '@shop/core';

export interface TranslateProvider {
  readonly name: 'libretranslate' | 'deepl';
  /** the texts in `to`, in the same order */
  translate(texts: string[], from: ReviewLang, to: ReviewLang): Promise<string[]>;
}

const TIMEOUT_MS = 10_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`translation provider answered ${res.status}`);
  return (await res.json()) as unknown;
}

const LIBRE_CODES: Record<ReviewLang, string> = { en: 'en', 'zh-TW': 'zh-Hant', 'zh-CN': 'zh-Hans' };

/** POST {url}/translate {q: [...], source, target, format: 'text', api_key?} → {translatedText: [...]} */
export function createLibreTranslateProvider(c: { url: string; apiKey?: string }): TranslateProvider {
  const endpoint = `${c.url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate(texts, from, to) {
      const out = (await postJson(endpoint, {
        q: texts,
        source: LIBRE_CODES[from],
        target: LIBRE_CODES[to],
        format: 'text',
        ...(c.apiKey ? { api_key: c.apiKey } : {}),
      })) as { translatedText?: unknown };
      const t = out.translatedText;
      if (!Array.isArray(t) || t.length !== texts.length || t.some((x) => typeof x !== 'string'))
        throw new Error('translation provider answered an unexpected shape');
      return t as string[];
    },
  };
}

const DEEPL_SOURCE: Record<ReviewLang, string> = { en: 'EN', 'zh-TW': 'ZH', 'zh-CN': 'ZH' };
const DEEPL_TARGET: Record<ReviewLang, string> = { en: 'EN-US', 'zh-TW': 'ZH-HANT', 'zh-CN': 'ZH-HANS' };

/** POST {url}/v2/translate {text: [...], source_lang, target_lang} → {translations: [{text}]} */
export function createDeepLProvider(c: { url?: string; apiKey: string }): TranslateProvider {
  const endpoint = `${(c.url ?? 'https://api.deepl.com').replace(/\/+$/, '')}/v2/translate`;
  return {
    name: 'deepl',
    async translate(texts, from, to) {
      const out = (await postJson(
        endpoint,
        { text: texts, source_lang: DEEPL_SOURCE[from], target_lang: DEEPL_TARGET[to] },
        { authorization: `DeepL-Auth-Key ${c.apiKey}` },
      )) as { translations?: { text?: unknown }[] };
      const t = out.translations?.map((x) => x.text);
      if (!t || t.length !== texts.length || t.some((x) => typeof x !== 'string'))
        throw new Error('translation provider answered an unexpected shape');
      return t as string[];
    },
  };
}

export function translateProviderFor(c: {
  TRANSLATE_PROVIDER: 'none' | 'libretranslate' | 'deepl';
  TRANSLATE_URL?: string;
  TRANSLATE_API_KEY?: string;
}): TranslateProvider | null {
  if (c.TRANSLATE_PROVIDER === 'libretranslate')
    return createLibreTranslateProvider({ url: c.TRANSLATE_URL!, apiKey: c.TRANSLATE_API_KEY });
  if (c.TRANSLATE_PROVIDER === 'deepl')
    return createDeepLProvider({ url: c.TRANSLATE_URL, apiKey: c.TRANSLATE_API_KEY! });
  return null;
}
