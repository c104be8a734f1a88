import {
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './fields.module.css';

type FieldFrame = {
  label: string;
  /** A line under the control that explains it. */
  hint?: string;
  /** The field's own error, linked with aria-describedby. */
  error?: string;
};

/** The label, hint and error around one control. */
function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, { hint, error }: FieldFrame) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> };

/** A labelled select with its hint and error; works with react-hook-form's register(). */
export function SelectField({ label, hint, error, children, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        className={`${styles.control} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled text area with its hint and error; works with react-hook-form's register(). */
export function TextAreaField({ label, hint, error, className, ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={id}
        className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        {...textarea}
      />
    </Frame>
  );
}
