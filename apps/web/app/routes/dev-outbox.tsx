import type { Route } from './+types/dev-outbox';
import type { OutboxRow } from '@shop/core/contract/dev';
import { api, ApiError } from '../lib/api.server.ts';

/** Development and test only: what the sandbox SMS and email providers "sent". The API hides it in production. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { rows: await api(context, request).get<OutboxRow[]>('/api/dev/outbox', { limit: 100 }) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw new Response('Not found', { status: 404 });
    throw e;
  }
}

export function meta() {
  return [{ title: 'Dev outbox' }, { name: 'robots', content: 'noindex' }];
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-10">
      <h1 className="font-serif text-3xl">Dev outbox</h1>
      <p className="mt-2 text-sm text-muted">
        Messages from the sandbox SMS and email providers, newest first.
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th className="py-2">When</th>
            <th>Channel</th>
            <th>To</th>
            <th>Code</th>
            <th>Message</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.rows.map((r) => (
            <tr key={r.id} className="border-b border-line align-top">
              <td className="py-2 pr-3 whitespace-nowrap">
                {new Date(r.created_at).toLocaleString('en-GB')}
              </td>
              <td className="pr-3">{r.channel}</td>
              <td className="pr-3">{r.to}</td>
              <td className="pr-3 font-mono">{r.code}</td>
              <td>
                {r.subject && <strong className="block">{r.subject}</strong>}
                <pre className="whitespace-pre-wrap font-sans">{r.text}</pre>
                {r.link && (
                  <a className="underline" href={new URL(r.link).pathname + new URL(r.link).search}>
                    Open link
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
