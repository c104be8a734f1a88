import type { Translation } from '@agaia/contract';
import type { TwitchText } from '../en/twitch.ts';

export const ptBRTwitch = {
  linkUnknownState: 'Este pedido de vinculação com a Twitch é inválido. Comece de novo pelo seu perfil.',
  linkUsedState: 'Este pedido de vinculação com a Twitch já foi usado. Comece de novo pelo seu perfil.',
  linkExpiredState: 'Este pedido de vinculação com a Twitch expirou. Comece de novo pelo seu perfil.',
  linkOtherSession:
    'Este pedido de vinculação com a Twitch pertence a outra sessão. Comece de novo pelo seu perfil.',
  linkOtherBrowser:
    'Nada foi vinculado: este pedido de vinculação com a Twitch foi iniciado em outro navegador. Para vincular a sua própria conta da Twitch, use Vincular Twitch no seu perfil.',
  linkDenied: 'A vinculação com a Twitch foi cancelada: o pedido não foi aprovado na Twitch.',
  linkTwitchFailed: 'A Twitch não conseguiu concluir a vinculação. Tente novamente mais tarde.',
  linkTakenTwitch: 'Esta conta da Twitch já está vinculada a outra conta.',
  linked: 'Sua conta da Twitch {{name}} agora está vinculada.',
  rewardDeleted: 'Recompensa "{{title}}" excluída.',
  multipartOnly: 'Envie a recompensa como multipart/form-data.',
  imageFieldOnly: 'Envie a imagem no campo de arquivo imageUrl.',
  unexpectedFile: 'Arquivo inesperado.',
  imageAtMost: 'No máximo 2 MB.',
  rewardInvalid: 'A recompensa é inválida.',
} satisfies Translation<typeof TwitchText>;
