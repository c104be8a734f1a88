import { type KeyboardEvent, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import fieldStyles from '../../../../components/text-field.module.css';
import styles from './management.module.css';

type EmailFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'rows'> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * The edit form's email: one line that wraps and grows instead of cutting a long address off on a phone. Enter
 * submits the form, as in a one-line input; the contract's email rule checks the value.
 */
export function EmailField({ label, error, className, ref, ...textarea }: EmailFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={1}
        className={styles.email}
        spellCheck={false}
        autoCapitalize="off"
        inputMode="email"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={onKeyDown}
        {...textarea}
      />
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
