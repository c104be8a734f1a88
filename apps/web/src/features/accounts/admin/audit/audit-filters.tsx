import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import forms from '../../../../components/admin/admin-forms.module.css';
import { Button } from '../../../../components/button.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import type { AuditFilters } from '../api/audit-search.ts';

type Draft = { actor: string; target: string; action: string; from: string; to: string };
const EMPTY: Draft = { actor: '', target: '', action: '', from: '', to: '' };

/** A local day ('2026-06-01') as the instant it starts, or ends (the next day's start less 1 ms). */
function dayBound(day: string, edge: 'start' | 'end'): string | undefined {
  if (day === '') return undefined;
  const start = new Date(`${day}T00:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  if (edge === 'start') return start.toISOString();
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return new Date(next.getTime() - 1).toISOString();
}

/** The audit log's filters: actor, target, action and a range of local days; Apply sends them, Clear empties them. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      actor: draft.actor.trim(),
      target: draft.target.trim(),
      action: draft.action.trim(),
      from: dayBound(draft.from, 'start'),
      to: dayBound(draft.to, 'end'),
    });
  };
  return (
    <form className={forms.form} onSubmit={onSubmit} aria-label={t('admin.audit.filters')}>
      <div className={forms.grid}>
        <TextField label={t('admin.audit.actor')} autoComplete="off" {...field('actor')} />
        <TextField
          label={t('admin.audit.target')}
          placeholder={t('admin.audit.targetHint')}
          autoComplete="off"
          {...field('target')}
        />
        <TextField
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.actionHint')}
          autoComplete="off"
          {...field('action')}
        />
        <TextField label={t('admin.audit.from')} type="date" {...field('from')} />
        <TextField label={t('admin.audit.to')} type="date" {...field('to')} />
      </div>
      <div className={forms.actions}>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            onApply({});
          }}
        >
          {t('admin.audit.clear')}
        </Button>
        <Button type="submit" variant="primary">
          {t('admin.audit.apply')}
        </Button>
      </div>
    </form>
  );
}
