import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/admin/fields.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useGameBoxes } from './api/boxes.ts';
import styles from './game-admin.module.css';

type GameBoxFieldProps = UseFormRegisterReturn & {
  /** The box chosen now, as the form holds it ('' for none). */
  value: string;
  error?: string;
};

/**
 * The 'Game box' of an item grant under tera-api: a select of the game's box templates (GET /api/admin/game/boxes),
 * '#<id> <title> (<n> items)'. While the list cannot be read, the box ID is typed by hand beside the reason, so the
 * form stays usable; a box the list lacks still shows as chosen.
 */
export function GameBoxField({ value, error, ...registration }: GameBoxFieldProps) {
  const { t } = useTranslation();
  const boxes = useGameBoxes(true);
  const label = t('game.admin.boxes.label');

  if (boxes.isError) {
    return (
      <div className={styles.boxField}>
        <TextField
          label={label}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          error={error}
          {...registration}
        />
        <p className={styles.boxProblem}>{errorMessage(boxes.error, t('game.admin.boxes.loadFailed'))}</p>
      </div>
    );
  }
  const list = boxes.data ?? [];
  const isListed = list.some((box) => String(box.boxId) === value);
  return (
    <SelectField
      label={label}
      hint={boxes.isPending ? t('game.admin.boxes.loading') : undefined}
      error={error}
      value={value}
      {...registration}
    >
      <option value="">{t('game.admin.boxes.choose')}</option>
      {value !== '' && !isListed && (
        <option value={value}>
          {boxes.isPending ? `#${value}` : t('game.admin.boxes.missing', { id: value })}
        </option>
      )}
      {list.map((box) => (
        <option key={box.boxId} value={String(box.boxId)}>
          {t('game.admin.boxes.option', { id: box.boxId, title: box.title, count: box.items.length })}
        </option>
      ))}
    </SelectField>
  );
}
