import { Prime, primeNamesOf } from '@agaia/contract';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../../../../components/admin/admin-forms.module.css';
import { type FormPrime, PERMISSION_GROUPS, type UserFormValues } from './user-form-schema.ts';

type PermissionFieldsProps = {
  register: UseFormRegister<UserFormValues>;
  /** Boxes the admin may not change: the primes it lacks. */
  locked: ReadonlySet<FormPrime>;
  /** The user's current webMgt, to name the primes the form does not show. */
  webMgt: number;
};

/** The webMgt checkboxes, grouped into Accounts and Content (docs/product.md §5.1). */
export function PermissionFields({ register, locked, webMgt }: PermissionFieldsProps) {
  const { t } = useTranslation();
  const shown = new Set<number>(PERMISSION_GROUPS.flatMap((group) => group.items.map((name) => Prime[name])));
  const others = primeNamesOf(webMgt).filter((name) => !shown.has(Prime[name]));
  const note = locked.size > 0 ? t('admin.users.lackedPermission') : undefined;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('admin.users.webPermissions')}</legend>
      <div className={styles.groups}>
        {PERMISSION_GROUPS.map(({ group, items }) => (
          <fieldset key={group} className={styles.fieldset}>
            <legend className={styles.legend}>{t(`admin.primes.${group}`)}</legend>
            {items.map((name) => (
              <label key={name} className={styles.check}>
                <input type="checkbox" disabled={locked.has(name)} {...register(`grants.${name}`)} />
                {t(`admin.primes.${name}`)} ({Prime[name]})
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {note && <p className={styles.hint}>{note}</p>}
      {others.length > 0 && (
        <p className={styles.hint}>
          {t('admin.users.keptPermissions', {
            primes: others.map((name) => t(`admin.primes.${name}`)).join(', '),
          })}
        </p>
      )}
    </fieldset>
  );
}
