import {
  type KeyboardEvent,
  type Ref,
  type TextareaHTMLAttributes,
  useDeferredValue,
  useEffect,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown.tsx';
import styles from './content-editor.module.css';
import fieldStyles from './fields.module.css';

type Mode = 'write' | 'preview';
const MODES: readonly Mode[] = ['write', 'preview'];

type MarkdownEditorProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  label: string;
  /** The current text (react-hook-form's watch), rendered in the preview. */
  value: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A markdown source box with a live preview rendered by the site's Markdown component: side by side on wide screens,
 * 'Write' and 'Preview' tabs under 1024px.
 */
export function MarkdownEditor({ label, value, error, ref, ...textarea }: MarkdownEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<Mode>('write');
  // The preview may lag a keystroke behind on long bodies; typing never waits for it.
  const preview = useDeferredValue(value);
  const paneId = (which: Mode) => `${id}-${which}`;
  // An error is shown under the source: on narrow screens, go back to it so the error is seen.
  useEffect(() => {
    if (error) setMode('write');
  }, [error]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = mode === 'write' ? 'preview' : 'write';
    setMode(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className={styles.editor}>
      <div className={styles.editorHead}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <div
          role="tablist"
          aria-label={t('admin.content.editorModes', { label })}
          className={styles.modes}
          onKeyDown={onKeyDown}
        >
          {MODES.map((which) => (
            <button
              key={which}
              id={`${id}-tab-${which}`}
              type="button"
              role="tab"
              aria-selected={mode === which}
              aria-controls={paneId(which)}
              tabIndex={mode === which ? 0 : -1}
              className={styles.mode}
              onClick={() => setMode(which)}
            >
              {t(`admin.content.${which}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.panes} data-mode={mode}>
        <div id={paneId('write')} className={styles.source}>
          <textarea
            ref={ref}
            id={id}
            className={`${fieldStyles.control} ${fieldStyles.textarea}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            spellCheck
            {...textarea}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('admin.content.markdownHint')}
          </p>
          {error && (
            <p id={`${id}-error`} className={styles.error}>
              {error}
            </p>
          )}
        </div>
        <section id={paneId('preview')} className={styles.preview} aria-label={t('admin.content.preview')}>
          <p className={styles.previewTitle} aria-hidden="true">
            {t('admin.content.preview')}
          </p>
          {preview.trim() === '' ? (
            <p className={styles.muted}>{t('admin.content.previewEmpty')}</p>
          ) : (
            <Markdown>{preview}</Markdown>
          )}
        </section>
      </div>
    </div>
  );
}
