// The rich text editor of product and collection copy (TipTap): headings, lists, bold, italic, links and images,
// the tags the API's sanitizer keeps. Only back-office pages import it, so it loads with their route chunks and
// never with the storefront. The HTML travels in a hidden input, so the page's form posts it like any field.
import { useEffect, useId, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import { useAdminT } from '../../lib/admin-i18n.tsx';
import type { AdminMessageKey } from '../../i18n/admin.en.ts';
import { ADMIN_BUTTON_QUIET, ADMIN_INPUT } from './ui.tsx';

/** The editor's HTML, or '' when it holds nothing (an empty paragraph is no copy). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const TOOL =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-transparent px-2 text-sm hover:bg-surface-2 aria-pressed:border-line aria-pressed:bg-surface-2 disabled:opacity-40';

export function RichTextEditor({
  name,
  label,
  initial,
  replace,
  images = [],
  disabled = false,
  lang,
  onChange,
  marker,
}: {
  name: string;
  label: string;
  initial: string;
  /** HTML put in from outside (filled from Traditional): a new `n` replaces the content */
  replace?: { html: string; n: number };
  /** the product's pictures, offered for insertion */
  images?: string[];
  disabled?: boolean;
  lang: string;
  onChange?: (html: string) => void;
  marker?: React.ReactNode;
}) {
  const t = useAdminT();
  const id = useId();
  const [html, setHtml] = useState(initial);
  const editor = useEditor({
    // rendered in the browser only: the server sends the label and the hidden input with the saved HTML
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto', 'tel'],
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
      Image.configure({ inline: false }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        id: `${id}-content`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        lang,
        class:
          'min-h-40 rounded-b-lg border border-t-0 border-line bg-surface px-3 py-2 text-base focus:outline-none focus-visible:outline-2 focus-visible:outline-accent [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-medium [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-medium [&_h4]:mt-2 [&_h4]:font-medium [&_img]:my-2 [&_img]:max-h-64 [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: e }) => {
      const next = htmlOf(e);
      setHtml(next);
      onChange?.(next);
    },
  });
  const lastReplace = useRef(replace?.n ?? 0);
  useEffect(() => {
    if (!editor || !replace || replace.n === lastReplace.current) return;
    lastReplace.current = replace.n;
    editor.commands.setContent(replace.html, { emitUpdate: true });
  }, [editor, replace]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  return (
    <div className="min-w-0">
      <div id={`${id}-label`} className="mb-1 text-sm font-medium">
        {label}
        {marker}
      </div>
      <input type="hidden" name={name} value={html} />
      {editor ? (
        <>
          {!disabled && <Toolbar editor={editor} label={label} images={images} />}
          <EditorContent editor={editor} />
        </>
      ) : (
        // before the editor starts (and without JavaScript): the saved copy, read-only
        <div
          className="min-h-40 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-muted"
          aria-labelledby={`${id}-label`}
          role="textbox"
          aria-readonly="true"
          aria-multiline="true"
        >
          {t('admin.pe.editor_loading')}
        </div>
      )}
    </div>
  );
}

type Panel = 'link' | 'image' | null;

const ICON = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const LINK_ICON = (
  <svg {...ICON}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);
const IMAGE_ICON = (
  <svg {...ICON}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </svg>
);

function Toolbar({ editor, label, images }: { editor: Editor; label: string; images: string[] }) {
  const t = useAdminT();
  const id = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // one tab stop for the toolbar; the arrow keys, Home and End move along it (the ARIA toolbar pattern)
  const [stop, setStop] = useState<AdminMessageKey>('admin.pe.rt.h2');
  const stopKey =
    (stop === 'admin.pe.rt.undo' && !state.undo) || (stop === 'admin.pe.rt.redo' && !state.redo)
      ? 'admin.pe.rt.h2'
      : stop;
  const onToolbarKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % buttons.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + buttons.length) % buttons.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? buttons.length - 1
              : -1;
    if (to < 0 || at < 0) return;
    e.preventDefault();
    buttons[to]?.focus();
  };
  const button = (
    key: AdminMessageKey,
    text: React.ReactNode,
    run: () => void,
    pressed?: boolean,
    enabled = true,
  ) => (
    <button
      type="button"
      className={TOOL}
      aria-label={t(key)}
      title={t(key)}
      aria-pressed={pressed}
      disabled={!enabled}
      tabIndex={key === stopKey ? 0 : -1}
      onFocus={() => setStop(key)}
      onClick={run}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div className="rounded-t-lg border border-line bg-surface-2">
      <div
        role="toolbar"
        aria-label={t('admin.pe.rt.toolbar', { field: label })}
        className="flex flex-wrap gap-1 p-1"
        onKeyDown={onToolbarKey}
      >
        {button('admin.pe.rt.h2', 'H2', () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
        {button('admin.pe.rt.h3', 'H3', () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
        {button('admin.pe.rt.bold', <b>B</b>, () => chain().toggleBold().run(), state.bold)}
        {button(
          'admin.pe.rt.italic',
          <i className="font-serif">I</i>,
          () => chain().toggleItalic().run(),
          state.italic,
        )}
        {button('admin.pe.rt.bullets', '•', () => chain().toggleBulletList().run(), state.bullet)}
        {button('admin.pe.rt.numbers', '1.', () => chain().toggleOrderedList().run(), state.ordered)}
        {button('admin.pe.rt.quote', '“', () => chain().toggleBlockquote().run(), state.quote)}
        {button('admin.pe.rt.link', LINK_ICON, () => setPanel(panel === 'link' ? null : 'link'), state.link)}
        {button(
          'admin.pe.rt.image',
          IMAGE_ICON,
          () => setPanel(panel === 'image' ? null : 'image'),
          panel === 'image',
        )}
        {button('admin.pe.rt.undo', '↶', () => chain().undo().run(), undefined, state.undo)}
        {button('admin.pe.rt.redo', '↷', () => chain().redo().run(), undefined, state.redo)}
      </div>
      {panel === 'link' && (
        <LinkPanel
          id={id}
          href={state.href}
          onApply={(href) => {
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
            setPanel(null);
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      )}
      {panel === 'image' && (
        <ImagePanel
          id={id}
          images={images}
          onInsert={(src, alt) => {
            chain().setImage({ src, alt }).run();
            setPanel(null);
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}

/** Links and images must be web addresses: what the sanitizer keeps. */
const webAddress = (v: string) => /^(https?:\/\/|\/|mailto:|tel:)/i.test(v.trim());

function LinkPanel({
  id,
  href,
  onApply,
  onClose,
}: {
  id: string;
  href: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const t = useAdminT();
  const [value, setValue] = useState(href);
  const bad = value.trim() !== '' && !webAddress(value);
  return (
    <div
      className="flex flex-wrap items-end gap-2 border-t border-line p-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="min-w-56 flex-1">
        <label htmlFor={`${id}-href`} className="text-xs font-medium">
          {t('admin.pe.rt.link_address')}
        </label>
        <input
          id={`${id}-href`}
          type="url"
          value={value}
          // the panel opens on a click of the link button: the address is what comes next
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (!bad) onApply(value.trim());
            }
          }}
          placeholder="https://"
          className={`${ADMIN_INPUT} min-h-9`}
          aria-invalid={bad ? true : undefined}
          aria-describedby={bad ? `${id}-href-error` : undefined}
        />
        {bad && (
          <p id={`${id}-href-error`} className="text-xs text-danger">
            {t('admin.pe.rt.bad_address')}
          </p>
        )}
      </div>
      <button
        type="button"
        className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
        disabled={bad}
        onClick={() => onApply(value.trim())}
      >
        {t('admin.pe.rt.apply_link')}
      </button>
      {href && (
        <button type="button" className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`} onClick={() => onApply('')}>
          {t('admin.pe.rt.remove_link')}
        </button>
      )}
      <button type="button" className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`} onClick={onClose}>
        {t('admin.pe.cancel')}
      </button>
    </div>
  );
}

function ImagePanel({
  id,
  images,
  onInsert,
  onClose,
}: {
  id: string;
  images: string[];
  onInsert: (src: string, alt: string) => void;
  onClose: () => void;
}) {
  const t = useAdminT();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const bad = src.trim() !== '' && !/^(https?:\/\/|\/)/i.test(src.trim());
  return (
    <div
      className="flex flex-col gap-2 border-t border-line p-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      {images.length > 0 && (
        <fieldset>
          <legend className="text-xs font-medium">{t('admin.pe.rt.product_images')}</legend>
          <ul className="mt-1 flex flex-wrap gap-2">
            {images.map((u, i) => (
              <li key={u}>
                <button
                  type="button"
                  className="rounded-md border border-line p-1 hover:bg-surface"
                  aria-label={t('admin.pe.rt.insert_image_n', { n: i + 1 })}
                  onClick={() => onInsert(u, alt)}
                >
                  <img src={u} alt="" width={56} height={56} className="rounded" />
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-src`} className="text-xs font-medium">
            {t('admin.pe.rt.image_address')}
          </label>
          <input
            id={`${id}-src`}
            type="url"
            value={src}
            autoFocus={images.length === 0}
            onChange={(e) => setSrc(e.target.value)}
            placeholder="https://"
            className={`${ADMIN_INPUT} min-h-9`}
            aria-invalid={bad ? true : undefined}
          />
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-alt`} className="text-xs font-medium">
            {t('admin.pe.rt.image_alt')}
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            className={`${ADMIN_INPUT} min-h-9`}
          />
        </div>
        <button
          type="button"
          className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`}
          disabled={bad || src.trim() === ''}
          onClick={() => onInsert(src.trim(), alt.trim())}
        >
          {t('admin.pe.rt.insert_image')}
        </button>
        <button type="button" className={`${ADMIN_BUTTON_QUIET} min-h-9 px-3`} onClick={onClose}>
          {t('admin.pe.cancel')}
        </button>
      </div>
      {bad && <p className="text-xs text-danger">{t('admin.pe.rt.bad_address')}</p>}
    </div>
  );
}
