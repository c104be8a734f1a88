import { type Benefit, CreateBenefitBody } from '@agaia/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../../components/admin/admin-forms.module.css';
import { isoToLocal, localToIso, toNumber } from '../../../../components/admin/form-values.ts';
import { Button } from '../../../../components/button.tsx';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { localizedResolver } from '../../../../lib/localized-resolver.ts';
import { useBenefitNames } from '../api/benefit-names.ts';
import { useCreateBenefit } from '../api/create-benefit.ts';
import { useUpdateBenefit } from '../api/update-benefit.ts';

const BenefitFields = z.object({
  accountDBID: z.string(),
  benefitId: z.string(),
  availableUntil: z.string(),
});

/** Both modes check every field with the contract's create rules ('All fields are required.'). */
const BenefitSchema = BenefitFields.transform((values) => ({
  accountDBID: toNumber(values.accountDBID),
  benefitId: toNumber(values.benefitId),
  availableUntil: localToIso(values.availableUntil),
})).pipe(CreateBenefitBody);

type BenefitFormProps = {
  /** The benefit to edit; absent to add one. */
  benefit?: Benefit;
  /** Called with the success message once saved. */
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** Adds a benefit, or moves an existing one's end date (its account and benefit IDs read-only). */
export function BenefitForm({ benefit, onDone, onCancel }: BenefitFormProps) {
  const { t } = useTranslation();
  const create = useCreateBenefit();
  const update = useUpdateBenefit();
  const [error, setError] = useState<string | null>(null);
  const isEdit = benefit !== undefined;
  const names = useBenefitNames();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(BenefitSchema),
    defaultValues: {
      accountDBID: benefit ? String(benefit.accountDBID) : '',
      benefitId: benefit ? String(benefit.benefitId) : '',
      availableUntil: isoToLocal(benefit?.availableUntil),
    },
  });
  const typedId = useWatch({ control, name: 'benefitId' });
  const benefitName = names.get(Number(typedId.trim()));
  const formError =
    errors.accountDBID?.message ?? errors.benefitId?.message ?? errors.availableUntil?.message;

  const onSubmit = handleSubmit(async (body) => {
    setError(null);
    try {
      if (isEdit) {
        const { accountDBID, benefitId, availableUntil } = body;
        const answer = await update.mutateAsync({ accountDBID, benefitId, date: availableUntil });
        onDone(messageOf(answer, t('admin.benefits.updated')));
      } else {
        const answer = await create.mutateAsync(body);
        onDone(messageOf(answer, t('admin.benefits.added')));
      }
    } catch (failure) {
      setError(
        errorMessage(failure, isEdit ? t('admin.benefits.updateFailed') : t('admin.benefits.addFailed')),
      );
    }
  });

  return (
    <form className={`${styles.form} ${styles.readOnly}`} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('admin.benefits.accountDBID')}
        inputMode="numeric"
        readOnly={isEdit}
        isInvalid={Boolean(errors.accountDBID)}
        {...register('accountDBID')}
      />
      <TextField
        label={t('admin.benefits.benefitId')}
        inputMode="numeric"
        readOnly={isEdit}
        hint={benefitName ? t('admin.benefits.benefitName', { name: benefitName }) : undefined}
        isInvalid={Boolean(errors.benefitId)}
        {...register('benefitId')}
      />
      <TextField
        label={t('admin.benefits.availableUntil')}
        type="datetime-local"
        isInvalid={Boolean(errors.availableUntil)}
        {...register('availableUntil')}
      />
      <StatusMessage kind="error">{formError ?? error}</StatusMessage>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('admin.benefits.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('admin.benefits.saving') : t('admin.benefits.save')}
        </Button>
      </div>
    </form>
  );
}
