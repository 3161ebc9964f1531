import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

export interface Notice {
  id: number;
  type: 'default' | 'error';
  title?: string;
  text: string;
  duration?: number;
}
type Push = (n: Omit<Notice, 'id'>) => void;

const NotifyContext = createContext<Push>(() => {});
export const useNotify = () => useContext(NotifyContext);

/** Toast stack, newest first; each dismisses itself after its duration (8000 ms default) or on click. */
export function NotificationsProvider({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const [notices, setNotices] = useState<Notice[]>([]);
  const seq = useRef(0);
  const dismiss = useCallback((id: number) => setNotices((ns) => ns.filter((n) => n.id !== id)), []);
  const push = useCallback<Push>((n) => {
    seq.current += 1;
    const id = seq.current;
    setNotices((ns) => [{ ...n, id }, ...ns]);
  }, []);
  const value = useMemo(() => push, [push]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {/* at the bottom of the screen: a notice at the top covered the header's account and bag buttons */}
      <section
        aria-label={t('notify.region')}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col-reverse gap-2 sm:left-auto sm:w-[22rem]"
      >
        {notices.map((n) => (
          <Toast key={n.id} notice={n} onDismiss={dismiss} label={t('notify.dismiss')} />
        ))}
      </section>
    </NotifyContext.Provider>
  );
}

function Toast({
  notice,
  onDismiss,
  label,
}: {
  notice: Notice;
  onDismiss: (id: number) => void;
  label: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), notice.duration ?? 8000);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <button
      type="button"
      onClick={() => onDismiss(notice.id)}
      aria-label={`${label}: ${notice.title ?? ''} ${notice.text}`}
      role={notice.type === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto rounded-lg border px-4 py-3 text-left text-sm shadow-lg ${notice.type === 'error' ? 'border-danger bg-surface text-danger' : 'border-line bg-surface'}`}
    >
      {notice.title && <strong className="block">{notice.title}</strong>}
      <span>{notice.text}</span>
    </button>
  );
}
