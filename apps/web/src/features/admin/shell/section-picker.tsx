import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './admin-shell.module.css';
import { type AdminSection, CATEGORIES } from './sections.tsx';

type SectionPickerProps = {
  /** The sections the admin may open, grouped by category as in the menu. */
  sections: readonly AdminSection[];
  selectedKey: string | undefined;
};

/** The admin menu on a phone: one labelled select of the permitted sections, grouped by category. */
export function SectionPicker({ sections, selectedKey }: SectionPickerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const groups = CATEGORIES.map((category) => ({
    category,
    items: sections.filter((section) => section.category === category),
  })).filter((group) => group.items.length > 0);
  return (
    <div className={styles.picker}>
      <label className={styles.pickerLabel} htmlFor={id}>
        {t('admin.pickSection')}
      </label>
      <select
        id={id}
        className={styles.pickerSelect}
        value={selectedKey ?? ''}
        onChange={(event) => navigate(`/admin/${event.target.value}`)}
      >
        {groups.map(({ category, items }) => (
          <optgroup key={category} label={t(`admin.categories.${category}`)}>
            {items.map((section) => (
              <option key={section.key} value={section.key}>
                {t(`admin.sections.${section.label}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
