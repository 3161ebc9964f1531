import { Fragment, useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { SCALP_QUESTIONS, localizePath } from '@shop/core';
import type { Route } from './+types/scalp-test';
import { api } from '../lib/api.server.ts';
import { cookieHeaders } from '../lib/auth.server.ts';
import { readShopState } from '../lib/shop-state.ts';
import { isScalpId, scalpClient, type ScalpState } from '../lib/scalp-test.server.ts';
import { rootMeta, seoMeta } from '../lib/seo.ts';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * The scalp test chat (2.12-15): the assistant asks, the shopper answers with quick replies or
 * free text. Every step is a plain form post (works without JavaScript); the test is only created by the first
 * answer, so visiting the page writes nothing. ?id= names the visitor's own test (the API refuses anyone else's).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = readShopState(request);
  const id = new URL(request.url).searchParams.get('id');
  if (isScalpId(id)) {
    const state = await api(context, request)
      .get<ScalpState>(`/api/v1/scalptest/${id}`)
      .catch(() => null);
    if (state) return { state, understood: true };
  }
  const first = SCALP_QUESTIONS[0]!;
  const state: ScalpState = {
    id: '',
    locale,
    progress: { answered: 0, total: SCALP_QUESTIONS.length },
    answered: [],
    question: {
      id: first.id,
      multi: first.multi,
      prompt: first.prompt[locale],
      options: first.options.map((o) => ({ id: o.id, label: o.label[locale] })),
    },
    done: false,
    understood: true,
    shared: false,
    assistant: 'engine',
  };
  return { state, understood: true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = readShopState(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  let id = String(form.get('id') ?? '');
  const setCookie: string[] = [];
  const fail = (status = 400) => data({ error: true, understood: true }, { status });
  if (!isScalpId(id)) {
    if (intent !== 'answer') return redirect(localizePath('/diagnostic/start', locale));
    const started = await api(context, request).send<ScalpState>('POST', '/api/v1/scalptest', { locale });
    if (!started.ok) return fail(started.status);
    id = started.data.id;
    setCookie.push(...started.setCookie);
  }
  const client = scalpClient(context, request, setCookie);
  const path = `/api/v1/scalptest/${encodeURIComponent(id)}`;
  let res;
  if (intent === 'back' || intent === 'restart')
    res = await client.send<ScalpState>('POST', `${path}/${intent}`, {});
  else {
    const values = form.getAll('value').map(String).filter(Boolean);
    const text = String(form.get('text') ?? '').trim();
    const question_id = String(form.get('question_id') ?? '');
    const multi = SCALP_QUESTIONS.find((q) => q.id === question_id)?.multi;
    const body = values.length
      ? { question_id, value: multi ? values : values[0] }
      : text
        ? { question_id, text }
        : null;
    // nothing picked and nothing typed: the same question again, asking for a button
    if (!body) return data({ error: false, understood: false }, { headers: cookieHeaders(setCookie) });
    res = await client.send<ScalpState>('POST', `${path}/answer`, body);
  }
  if (!res.ok)
    return data({ error: true, understood: true }, { status: res.status, headers: cookieHeaders(setCookie) });
  const headers = cookieHeaders([...setCookie, ...res.setCookie]);
  if (res.data.done) return redirect(localizePath(`/scalptest/result/${id}`, locale), { headers });
  if (!res.data.understood) return data({ error: false, understood: false, state: res.data }, { headers });
  return redirect(`${localizePath('/diagnostic/start', locale)}?id=${id}`, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!root) return [];
  return seoMeta({
    title: `${root.messages['scalp.title']} · Oxygen Ceuticals`,
    description: root.messages['scalp.description'],
    path: '/diagnostic/start',
    locale: root.state.locale,
    origin: root.origin,
  });
}

/**
 * With a language model, the current question is worded by the assistant as it writes (server-sent events):
 * pieces are appended, a `replace` swaps in the engine's own words. Without one, or before it speaks, the
 * engine's prompt shows.
 */
function useAssistantWords(state: ScalpState): string | null {
  const [words, setWords] = useState<{ key: string; text: string } | null>(null);
  const key = `${state.id}:${state.progress.answered}`;
  useEffect(() => {
    if (state.assistant !== 'llm' || !state.id) return;
    const source = new EventSource(`/api/v1/scalptest/${encodeURIComponent(state.id)}/say`);
    let text = '';
    source.onmessage = (m) => {
      const e = JSON.parse(m.data as string) as { type: string; text?: string };
      if (e.type === 'done') return source.close();
      text = e.type === 'replace' ? (e.text ?? '') : text + (e.text ?? '');
      setWords({ key, text });
    };
    source.onerror = () => source.close();
    return () => source.close();
  }, [key, state.assistant, state.id]);
  return words?.key === key ? words.text : null;
}

function Bubble({ from, children }: { from: 'assistant' | 'you'; children: React.ReactNode }) {
  const { t } = useI18n();
  const mine = from === 'you';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-3 ${
          mine ? 'rounded-br-sm bg-accent text-accent-contrast' : 'rounded-bl-sm bg-surface-2'
        }`}
      >
        <span className="sr-only">{mine ? t('scalp.you') : t('scalp.assistant')}: </span>
        {children}
      </p>
    </li>
  );
}

export default function ScalpTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const reply = actionData as { error: boolean; understood: boolean; state?: ScalpState } | undefined;
  const state = reply?.state ?? loaderData.state;
  const q = state.question;
  const words = useAssistantWords(state);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (state.answered.length > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [state.answered.length, reply]);
  const { answered, total } = state.progress;
  return (
    <section className="container-page mx-auto max-w-2xl py-8 md:py-12">
      <h1 className="font-serif text-3xl md:text-4xl">{t('scalp.title')}</h1>
      <div className="mt-4 flex items-center gap-3 text-sm text-muted">
        <div
          role="progressbar"
          aria-label={t('scalp.progress_label')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full bg-accent" style={{ width: `${(answered / total) * 100}%` }} />
        </div>
        <span>{t('scalp.progress', { answered, total })}</span>
      </div>
      <ol role="log" aria-live="polite" aria-label={t('scalp.log_label')} className="mt-6 grid gap-3">
        <Bubble from="assistant">{t('scalp.intro')}</Bubble>
        {state.answered.map((a) => (
          <Fragment key={a.question_id}>
            <Bubble from="assistant">{a.prompt}</Bubble>
            <Bubble from="you">{a.labels.join(', ')}</Bubble>
          </Fragment>
        ))}
        {q && <Bubble from="assistant">{words || q.prompt}</Bubble>}
        {reply && !reply.understood && <Bubble from="assistant">{t('scalp.not_understood')}</Bubble>}
        {reply?.error && <Bubble from="assistant">{t('scalp.error')}</Bubble>}
        <li ref={end} aria-hidden="true" />
      </ol>
      {q && (
        <Form method="post" className="mt-6" key={q.id}>
          <input type="hidden" name="id" value={state.id} />
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="question_id" value={q.id} />
          {q.multi ? (
            <fieldset>
              <legend className="sr-only">{q.prompt}</legend>
              <div className="flex flex-wrap gap-2">
                {q.options.map((o) => (
                  <label
                    key={o.id}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-[:checked]:border-accent has-[:checked]:bg-surface-2"
                  >
                    <input type="checkbox" name="value" value={o.id} className="accent-accent" />
                    {o.label}
                  </label>
                ))}
              </div>
              <button type="submit" className="btn-primary mt-4" disabled={busy}>
                {t('scalp.continue')}
              </button>
            </fieldset>
          ) : (
            <div className="flex flex-wrap gap-2" role="group" aria-label={q.prompt}>
              {q.options.map((o) => (
                <button
                  key={o.id}
                  type="submit"
                  name="value"
                  value={o.id}
                  disabled={busy}
                  className="min-h-11 rounded-full border border-line px-4 hover:border-accent disabled:opacity-60"
                >
                  {o.label}
                </button>
              ))}
            </div>
          )}
        </Form>
      )}
      {q && (
        <Form method="post" className="mt-4 flex gap-2" key={`${q.id}-text`}>
          <input type="hidden" name="id" value={state.id} />
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="question_id" value={q.id} />
          <label htmlFor="scalp-text" className="sr-only">
            {t('scalp.text_label')}
          </label>
          <input
            id="scalp-text"
            name="text"
            maxLength={500}
            placeholder={t('scalp.text_label')}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-base"
          />
          <button type="submit" className="btn-ghost min-h-11 border border-line" disabled={busy}>
            {t('scalp.send')}
          </button>
        </Form>
      )}
      {state.done && (
        <Link to={`/scalptest/result/${state.id}`} className="btn-primary mt-6">
          {t('scalp.see_result')}
        </Link>
      )}
      {state.id && (
        <div className="mt-6 flex gap-2">
          {state.answered.length > 0 && (
            <Form method="post">
              <input type="hidden" name="id" value={state.id} />
              <button type="submit" name="intent" value="back" className="btn-ghost min-h-11" disabled={busy}>
                {t('scalp.back')}
              </button>
            </Form>
          )}
          <Form method="post">
            <input type="hidden" name="id" value={state.id} />
            <button
              type="submit"
              name="intent"
              value="restart"
              className="btn-ghost min-h-11"
              disabled={busy}
            >
              {t('scalp.restart')}
            </button>
          </Form>
        </div>
      )}
      <p className="mt-8 text-xs text-muted">{t('scalp.not_medical')}</p>
    </section>
  );
}
