// The draft's preview on the shop, one link per language (English /en, Traditional at the hk root, Simplified
// /cn), and a button that copies the Traditional one to share.
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_QUIET } from '../ui.tsx';

const PREFIX = { eng: '/en', chi: '', cn: '/cn' } as const;

export function PreviewLinks({ handle, token }: { handle: string; token: string }) {
  const t = useAdminT();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const href = (s: keyof typeof PREFIX) =>
    `${PREFIX[s]}/pages/${encodeURIComponent(handle)}?preview=${encodeURIComponent(token)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(new URL(href('chi'), window.location.origin).toString());
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-3 text-sm">
        {(Object.keys(PREFIX) as (keyof typeof PREFIX)[]).map((s) => (
          <li key={s}>
            <a className="underline" href={href(s)} target="_blank" rel="noopener">
              {t('admin.pages.open_preview', { script: t(`admin.pages.script.${s}`) })}
            </a>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center gap-3">
        <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => void copy()}>
          {t('admin.pages.copy_preview')}
        </button>
        <span aria-live="polite" className="text-sm">
          {copied === 'done' && t('admin.pages.copied')}
          {copied === 'failed' && (
            <span className="text-danger">
              {t('admin.pages.copy_failed')} <code className="break-all">{href('chi')}</code>
            </span>
          )}
        </span>
      </p>
    </div>
  );
}
