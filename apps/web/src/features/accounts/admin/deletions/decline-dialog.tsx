import { type AdminDeletionRequest, DeclineDeletionBody } from '@agaia/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../../components/admin/admin-forms.module.css';
import { TextAreaField } from '../../../../components/admin/fields.tsx';
import { Button } from '../../../../components/button.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { localizeText } from '../../../../i18n/contract-text.ts';

type DeclineProps = {
  request: AdminDeletionRequest | null;
  onCancel: () => void;
  onDecline: (note: string) => Promise<void>;
};

/** Declining a deletion request: the reason the player will read (required, checked by the contract), then Decline. */
export function DeclineDialog({ request, onCancel, onDecline }: DeclineProps) {
  const { t } = useTranslation();
  return (
    <Modal open={request !== null} title={t('admin.deletions.declineTitle')} onClose={onCancel}>
      {/* Keyed by the request: each one opens an empty form. */}
      {request && (
        <DeclineForm key={request.id} request={request} onCancel={onCancel} onDecline={onDecline} />
      )}
    </Modal>
  );
}

function DeclineForm({ request, onCancel, onDecline }: DeclineProps & { request: AdminDeletionRequest }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeclineDeletionBody.safeParse({ note });
    if (!parsed.success) {
      const refusal = parsed.error.issues[0]?.message;
      setError(refusal && localizeText(refusal));
      return;
    }
    setBusy(true);
    try {
      await onDecline(parsed.data.note);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p>{t('admin.deletions.declineText', { name: request.userName })}</p>
      <TextAreaField
        label={t('admin.deletions.declineNote')}
        value={note}
        maxLength={500}
        rows={4}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <div className={formStyles.actions}>
        <Button onClick={onCancel} disabled={isBusy}>
          {t('admin.confirm.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={isBusy}>
          {isBusy ? t('admin.deletions.declining') : t('admin.deletions.decline')}
        </Button>
      </div>
    </form>
  );
}
