import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * Side drawer on Radix Dialog: focus trap, Escape, labelled. Outside clicks within 100 ms of opening are ignored
 * (2.12-20) so the click that opened it cannot close it on touch devices.
 */
export function Drawer({
  open,
  onOpenChange,
  side,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  const openedAt = useRef(0);
  // the opener is not a Radix Trigger, so remember it to give focus back on close
  const returnTo = useRef<HTMLElement | null>(null);
  // starts closed: a drawer loaded on first use mounts already open and must still remember its opener
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined')
    returnTo.current = document.activeElement as HTMLElement | null;
  wasOpen.current = open;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (o) openedAt.current = Date.now();
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            openedAt.current = Date.now();
          }}
          onCloseAutoFocus={(e) => {
            if (returnTo.current?.isConnected) {
              e.preventDefault();
              returnTo.current.focus();
            }
          }}
          onPointerDownOutside={(e) => {
            if (Date.now() - openedAt.current < 100) e.preventDefault();
          }}
          aria-describedby={undefined}
          className={`drawer-panel fixed top-0 z-50 flex h-full w-[min(26rem,92vw)] flex-col bg-bg shadow-2xl outline-none ${side === 'left' ? 'left-0' : 'right-0'}`}
          data-side={side}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="font-serif text-xl">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost" aria-label={t('nav.close')}>
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
