import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../components/admin/editor-frame.tsx';
import { useEditorSection } from '../../../components/admin/use-editor-param.ts';
import { showToast } from '../../../components/toast-store.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminRewards } from './api/rewards.ts';
import { RewardForm } from './reward-form.tsx';
import { RewardsTable } from './rewards-table.tsx';

/** Twitch Drops (prime 13): the rewards table, or the editor of a new (?new) or existing (?edit={id}) reward. */
export function TwitchDropsSection() {
  const { target, open, go } = useEditorSection();

  return (
    <>
      {target === null ? (
        <RewardsTable onOpen={go} />
      ) : (
        <RewardEditor
          key={target}
          id={target === 'new' ? undefined : target}
          onBack={() => go(null)}
          onSaved={(text) => {
            open(null);
            showToast({ kind: 'success', text });
          }}
        />
      )}
    </>
  );
}

type RewardEditorProps = { id?: number; onBack: () => void; onSaved: (message: string) => void };

/** A new reward's form, or an existing one's, found in the rewards list (the API has no single-reward read). */
function RewardEditor({ id, onBack, onSaved }: RewardEditorProps) {
  const { t } = useTranslation();
  const query = useAdminRewards();
  if (id === undefined) {
    return (
      <EditorFrame title={t('admin.twitchDrops.newTitle')} onBack={onBack}>
        <RewardForm onSaved={onSaved} />
      </EditorFrame>
    );
  }
  const reward = query.data?.find((row) => row.rewardId === id);
  const error = query.isError
    ? errorMessage(query.error, t('admin.twitchDrops.fetchFailed'))
    : query.data && !reward
      ? t('admin.twitchDrops.notFound', { id })
      : undefined;
  return (
    <EditorFrame
      title={t('admin.twitchDrops.editTitle', { id })}
      onBack={onBack}
      isLoading={query.isPending}
      error={error}
    >
      {reward && <RewardForm reward={reward} onSaved={onSaved} />}
    </EditorFrame>
  );
}
