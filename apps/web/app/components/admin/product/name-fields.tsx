// A name in the three scripts (English, Traditional, Simplified) with "fill Simplified from Traditional" (OpenCC)
// and, on a saved product, a marker beside a script left empty.
import { useId, useState } from 'react';
import type { Localized } from '@shop/core/contract/common';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_INPUT, describedBy } from '../ui.tsx';
import { FillSimplifiedButton, MissingMark } from './editor-ui.tsx';
import { SCRIPTS, type Script } from './editor-types.ts';

export function NameFields({
  name,
  initial,
  error,
  missing,
  required = [],
  onEnglish,
  labels,
  readOnly = false,
}: {
  /** the inputs post as `${name}.eng`, `${name}.chi`, `${name}.cn` */
  name: string;
  initial: Localized;
  error?: (script: Script) => string | undefined;
  missing?: (script: Script) => boolean;
  required?: Script[];
  onEnglish?: (v: string) => void;
  /** the labels, when not the product's "Name (English)" … */
  labels?: Record<Script, string>;
  /** staff who may only look: the names show, nothing to fill or change */
  readOnly?: boolean;
}) {
  const t = useAdminT();
  const id = useId();
  const [value, setValue] = useState<Localized>(initial);
  const label = (s: Script) => labels?.[s] ?? t(`admin.cat.name_${s}`);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {SCRIPTS.map((s) => {
        const err = error?.(s);
        const fid = `${id}-${s}`;
        return (
          <div key={s} className="min-w-0">
            <label htmlFor={fid} className="text-sm font-medium">
              {label(s)}
              <MissingMark show={!!missing?.(s) && value[s].trim() === ''} />
            </label>
            <input
              id={fid}
              name={`${name}.${s}`}
              value={value[s]}
              onChange={(e) => {
                const v = e.target.value;
                setValue((old) => ({ ...old, [s]: v }));
                if (s === 'eng') onEnglish?.(v);
              }}
              required={required.includes(s)}
              readOnly={readOnly}
              maxLength={200}
              lang={s === 'eng' ? 'en' : s === 'chi' ? 'zh-Hant' : 'zh-Hans'}
              className={`${ADMIN_INPUT} mt-1`}
              aria-invalid={err ? true : undefined}
              aria-describedby={describedBy(fid, err)}
            />
            {err && (
              <p id={`${fid}-error`} className="mt-1 text-sm text-danger">
                {err}
              </p>
            )}
            {s === 'cn' && !readOnly && (
              <div className="mt-1">
                <FillSimplifiedButton
                  short={t('admin.pe.fill_from_traditional')}
                  label={t('admin.pe.fill_simplified_named', { field: label('cn') })}
                  read={() => [value.chi]}
                  fill={([cn]) => setValue((old) => ({ ...old, cn: cn ?? old.cn }))}
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
