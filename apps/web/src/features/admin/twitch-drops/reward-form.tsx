import { TWITCH_REWARD_TYPES, type TwitchReward } from '@agaia/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import formStyles from '../components/admin-forms.module.css';
import editorStyles from '../components/content-editor.module.css';
import { SelectField, TextAreaField } from '../components/fields.tsx';
import { serverFieldErrors } from '../components/server-errors.ts';
import { useSaveReward } from './api/save-reward.ts';
import {
  type RewardFormOutput,
  RewardFormSchema,
  type RewardFormValues,
  rewardFormData,
  rewardFormValues,
} from './reward-form-schema.ts';
import { type RewardImage, RewardImageField } from './reward-image-field.tsx';
import styles from './twitch-drops.module.css';

const FIELDS = [
  'season',
  'type',
  'title',
  'description',
  'requiredMinutes',
  'itemId',
  'itemQuantity',
] as const;

type RewardFormProps = {
  /** The reward to edit; absent for a new one. */
  reward?: TwitchReward;
  onSaved: (message: string) => void;
};

/** The reward editor of issue 7: required fields checked here, then sent as multipart with the optional image. */
export function RewardForm({ reward, onSaved }: RewardFormProps) {
  const { t } = useTranslation();
  const save = useSaveReward();
  const minutesHintId = useId();
  const [image, setImage] = useState<RewardImage>({ file: null, isRemoved: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RewardFormValues, unknown, RewardFormOutput>({
    resolver: zodResolver(RewardFormSchema),
    defaultValues: rewardFormValues(reward),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setImageError(undefined);
    try {
      await save.mutateAsync({ id: reward?.rewardId, body: rewardFormData(values, image) });
      onSaved(reward ? t('admin.twitchDrops.updated') : t('admin.twitchDrops.created'));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, FIELDS)) {
        setError(field, { type: 'server', message });
      }
      if (error instanceof ApiError) setImageError(error.fieldErrors?.imageUrl?.[0]);
      setFailure(
        errorMessage(
          error,
          reward ? t('admin.twitchDrops.updateFailed') : t('admin.twitchDrops.createFailed'),
        ),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <div className={editorStyles.formRow}>
        <TextField
          className={editorStyles.wide}
          label={t('admin.twitchDrops.title')}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label={t('admin.twitchDrops.type')} error={errors.type?.message} {...register('type')}>
          {TWITCH_REWARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.twitchDrops.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('admin.twitchDrops.season')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.season?.message}
          {...register('season')}
        />
        <TextField
          label={t('admin.twitchDrops.itemId')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.itemId?.message}
          {...register('itemId')}
        />
        <TextField
          label={t('admin.twitchDrops.itemQuantity')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.itemQuantity?.message}
          {...register('itemQuantity')}
        />
        <div className={styles.withHint}>
          <TextField
            label={t('admin.twitchDrops.requiredMinutes')}
            inputMode="numeric"
            autoComplete="off"
            describedBy={minutesHintId}
            error={errors.requiredMinutes?.message}
            {...register('requiredMinutes')}
          />
          <p id={minutesHintId} className={formStyles.hint}>
            {t('admin.twitchDrops.requiredMinutesHint')}
          </p>
        </div>
      </div>
      <TextAreaField
        label={t('admin.twitchDrops.description')}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <RewardImageField
        currentUrl={reward?.imageUrl ?? null}
        value={image}
        onChange={setImage}
        error={imageError}
      />
      <StatusMessage kind="error">{failure}</StatusMessage>
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('admin.content.saving') : t('admin.content.save')}
        </Button>
      </div>
    </form>
  );
}
