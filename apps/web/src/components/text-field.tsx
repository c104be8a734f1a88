import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The field's own error, shown under it and linked with aria-describedby. */
  error?: string;
  /** A short line under the field that explains what to type, linked with aria-describedby. */
  hint?: string;
  /** Marks the field invalid without an own error line (a form-level error names it). */
  isInvalid?: boolean;
  /** Ids of other elements that describe the field, such as a form-level error. */
  describedBy?: string;
  /** A control shown inside the field at its end (the show/hide toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error line; works with react-hook-form's register(). */
export function TextField({
  label,
  error,
  hint,
  isInvalid,
  describedBy,
  trailing,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described =
    [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          className={trailing ? `${styles.input} ${styles.withTrailing}` : styles.input}
          aria-invalid={error || isInvalid ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** The toggle's accessible name, e.g. 'Show new password'; aria-pressed tells whether it is shown. */
  toggleLabel: string;
};

/** A password input with a show/hide toggle button (aria-pressed). */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={isShown}
          onClick={() => setShown((shown) => !shown)}
        >
          {isShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      }
    />
  );
}
