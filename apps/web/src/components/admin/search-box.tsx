import { useId } from 'react';
import styles from './admin-table.module.css';

type SearchBoxProps = {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'text' | 'numeric';
};

/** A labelled search input; the caller debounces what it sends. */
export function SearchBox({ label, placeholder, value, onChange, inputMode = 'text' }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.toolbarGrow}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
