import { TWITCH_REWARD_TYPES, type TwitchReward } from '@agaia/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/admin/admin-forms.module.css';
import editorStyles from '../../../components/admin/content-editor.module.css';
import { SelectField, TextAreaField } from '../../../components/admin/fields.tsx';
import { FormFooter } from '../../../components/admin/form-footer.tsx';
import { useServerForm } from '../../../components/admin/use-server-form.ts';
import { useUnsavedChanges } from '../../../components/admin/use-unsaved-changes.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSiteInfo } from '../../../lib/use-site-info.ts';
import { GameBoxField } from '../../game/admin/index.ts';
import { useSaveReward } from './api/save-reward.ts';
import {
  type RewardFormOutput,
  type RewardFormValues,
  rewardFormData,
  rewardFormSchema,
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
  'boxId',
] as const;

type RewardFormProps = {
  /** The reward to edit; absent for a new one. */
  reward?: TwitchReward;
  onSaved: (message: string) => void;
};

/**
 * The reward editor of issue 7: required fields checked here, then sent as multipart with the optional image. Under
 * tera-api the item travels in a game box, picked from the game's list, and the quantity counts boxes.
 */
export function RewardForm({ reward, onSaved }: RewardFormProps) {
  const { t } = useTranslation();
  const save = useSaveReward();
  const minutesHintId = useId();
  const [image, setImage] = useState<RewardImage>({ file: null, isRemoved: false });
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const backend = useSiteInfo().data?.gameBackend ?? 'none';
  const hasBoxes = backend === 'tera-api';
  const schema = useMemo(() => rewardFormSchema(backend), [backend]);
  const { form, onSubmit, failure } = useServerForm<RewardFormValues, RewardFormOutput>({
    schema,
    defaultValues: rewardFormValues(reward),
    fields: FIELDS,
    failureText: reward ? t('admin.twitchDrops.updateFailed') : t('admin.twitchDrops.createFailed'),
    onValid: async (values) => {
      setImageError(undefined);
      await save.mutateAsync({ id: reward?.rewardId, body: rewardFormData(values, image) });
      form.reset(form.getValues());
      setImage({ file: null, isRemoved: false });
      unsaved.allowLeave();
      onSaved(reward ? t('admin.twitchDrops.updated') : t('admin.twitchDrops.created'));
    },
    onFailure: (error) => {
      if (error instanceof ApiError) setImageError(error.fieldErrors?.imageUrl?.[0]);
    },
  });
  // Leaving with unsaved changes (the image chosen counts) asks first: a link, Back, closing the tab.
  const unsaved = useUnsavedChanges(form.formState.isDirty || image.file !== null || image.isRemoved);
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

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
        {hasBoxes && (
          <GameBoxField value={watch('boxId')} error={errors.boxId?.message} {...register('boxId')} />
        )}
        <TextField
          label={hasBoxes ? t('game.admin.boxes.quantity') : t('admin.twitchDrops.itemQuantity')}
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
      <FormFooter failure={failure} isSubmitting={isSubmitting} />
      {unsaved.dialog}
    </form>
  );
}
