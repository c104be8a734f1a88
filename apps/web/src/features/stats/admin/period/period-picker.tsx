import { STATS_BUCKETS, type StatsBucket, type StatsPeriod, StatsQuery } from '@agaia/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/admin/fields.tsx';
import { Button } from '../../../../components/button.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { localizeText } from '../../../../i18n/contract-text.ts';
import type { StatsParams } from '../api/keys.ts';
import { formatDay } from '../chart/day-format.ts';
import styles from './period.module.css';
import { QUICK_RANGES, type QuickRange, quickRange, todayIn } from './period-dates.ts';

type PeriodPickerProps = {
  /** The period the URL asks for. */
  params: StatsParams;
  /** The period the shown figures cover, once an answer came (the server's defaults filled in). */
  answered?: StatsPeriod;
  /** The server's message when it refused the period (400). */
  refusal?: string;
  onChange: (next: StatsParams) => void;
};

type Values = { from: string; to: string; bucket: StatsBucket };

const isBucket = (value: string): value is StatsBucket =>
  (STATS_BUCKETS as readonly string[]).includes(value);

/**
 * The period of a statistics view: From and To days, the bucket, and quick ranges. Show checks the period as the
 * server would (the contract's StatsQuery, so the same words) before it goes into the URL; the server's own refusal
 * shows in the same alert, and the form keeps what was typed.
 */
export function PeriodPicker({ params, answered, refusal, onChange }: PeriodPickerProps) {
  const initial: Values = {
    from: params.from ?? answered?.from ?? '',
    to: params.to ?? answered?.to ?? '',
    bucket: isBucket(params.bucket) ? params.bucket : 'day',
  };
  // A new period in the URL (Show, a quick range, back and forward) or the server's defaults arriving set the fields.
  const key = `${initial.from}|${initial.to}|${initial.bucket}`;
  return <PeriodForm key={key} initial={initial} answered={answered} refusal={refusal} onChange={onChange} />;
}

function PeriodForm({
  initial,
  answered,
  refusal,
  onChange,
}: Omit<PeriodPickerProps, 'params'> & { initial: Values }) {
  const { t } = useTranslation();
  const alertId = useId();
  const [values, setValues] = useState<Values>(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const message = error ?? refusal;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { from: values.from || undefined, to: values.to || undefined, bucket: values.bucket };
    const parsed = StatsQuery.safeParse(next);
    if (!parsed.success) {
      const refusal = parsed.error.issues[0]?.message;
      setError(refusal && localizeText(refusal));
      return;
    }
    setError(undefined);
    onChange(next);
  };
  const pick = (range: QuickRange) => {
    setError(undefined);
    onChange(quickRange(range, todayIn(answered?.timeZone)));
  };
  const field = (name: 'from' | 'to') => ({
    type: 'date',
    min: '2000-01-01',
    max: '2100-12-31',
    value: values[name],
    isInvalid: Boolean(message),
    describedBy: message ? alertId : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form className={styles.picker} onSubmit={submit} noValidate aria-label={t('admin.stats.period.legend')}>
      <div className={styles.fields}>
        <TextField label={t('admin.stats.period.from')} {...field('from')} />
        <TextField label={t('admin.stats.period.to')} {...field('to')} />
        <SelectField
          label={t('admin.stats.period.bucket')}
          value={values.bucket}
          onChange={(event) =>
            setValues((current) => ({ ...current, bucket: event.target.value as StatsBucket }))
          }
        >
          {STATS_BUCKETS.map((bucket) => (
            <option key={bucket} value={bucket}>
              {t(`admin.stats.period.buckets.${bucket}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary" className={styles.show}>
          {t('admin.stats.period.show')}
        </Button>
      </div>
      <fieldset className={styles.quick}>
        <legend className="visually-hidden">{t('admin.stats.period.quick')}</legend>
        {QUICK_RANGES.map((range) => (
          <Button key={range} className={styles.quickButton} onClick={() => pick(range)}>
            {t(`admin.stats.period.${range}`)}
          </Button>
        ))}
      </fieldset>
      <div id={alertId} role="alert">
        {message && <p className={styles.alert}>{message}</p>}
      </div>
      {answered && (
        <p className={styles.showing}>
          {t('admin.stats.period.showing', {
            from: formatDay(answered.from),
            to: formatDay(answered.to),
            bucket: t(`admin.stats.period.bucketNames.${answered.bucket}`),
            timeZone: answered.timeZone,
          })}
        </p>
      )}
    </form>
  );
}
