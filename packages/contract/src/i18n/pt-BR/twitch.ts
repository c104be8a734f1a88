import type { TwitchMessages } from '../../twitch.ts';
import type { Translation } from '../text.ts';

export const ptBRTwitch = {
  notConfigured: 'A Twitch não está configurada neste servidor.',
  rewardClaimed: 'Recompensa resgatada!',
  nothingToClaim: 'Ainda não há nada para resgatar',
  alreadyClaimed: 'Recompensa já resgatada.',
  notLinked: 'Vincule sua conta da Twitch no seu perfil para resgatar recompensas.',
  rewardNotFound: 'Recompensa não encontrada.',
  unlinked: 'Sua conta da Twitch foi desvinculada.',
  notLinkedToUnlink: 'Sua conta não está vinculada à Twitch.',
  linkFailed: 'Não foi possível iniciar a vinculação com a Twitch.',
  unlinkFailed: 'Não foi possível desvincular a Twitch.',
} satisfies Translation<typeof TwitchMessages>;
