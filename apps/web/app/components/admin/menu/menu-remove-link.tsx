// Removing a menu link asks first: a modal dialog names the link (and says the links under it go too); Escape or
// Cancel closes it and focus goes back to the button.
import { useId, useRef } from 'react';
import { useAdminT } from '../../../lib/admin-i18n.tsx';
import { ADMIN_BUTTON_DANGER, ADMIN_BUTTON_QUIET } from '../ui.tsx';

export function RemoveLink({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useAdminT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className={`${ADMIN_BUTTON_DANGER} min-h-9 px-3`}
        aria-label={t('admin.menus.remove', { label: name })}
        onClick={() => dialog.current?.showModal()}
      >
        {t('admin.menus.remove_short')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-6 text-text backdrop:bg-black/40"
      >
        <h2 id={`${id}-title`} className="font-serif text-xl">
          {t('admin.menus.remove_title')}
        </h2>
        <p id={`${id}-body`} className="mt-3 text-sm">
          {t('admin.menus.remove_body', { label: name })}
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => dialog.current?.close()}>
            {t('admin.menus.cancel')}
          </button>
          <button
            type="button"
            className={ADMIN_BUTTON_DANGER}
            onClick={() => {
              dialog.current?.close();
              onRemove();
            }}
          >
            {t('admin.menus.remove_confirm')}
          </button>
        </div>
      </dialog>
    </>
  );
}
