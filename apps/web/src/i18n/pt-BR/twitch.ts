import type { enTwitch } from '../en/twitch.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese words of the Twitch Drops panel (see en/twitch.ts). */
export const ptBRTwitch = {
  twitch: {
    loading: 'Carregando Drops da Twitch...',
    loadFailed: 'Não foi possível carregar os dados dos Drops da Twitch.',
    viewerTime: 'Tempo assistido',
    streamerTime: 'Tempo de transmissão',
    viewerRewards: 'Recompensas de espectador',
    streamerRewards: 'Recompensas de streamer',
    progressLabel: 'Progresso até a última recompensa',
    progressValue: '{{time}} de {{max}}',
    filtersLabel: 'Mostrar recompensas',
    filters: { all: 'Todas', available: 'Disponíveis', locked: 'Bloqueadas', claimed: 'Resgatadas' },
    states: { available: 'Disponível', locked: 'Bloqueada', claimed: 'Resgatada' },
    requires: 'Requer {{time}}',
    item: 'Item {{itemId}} × {{quantity}}',
    claim: 'Resgatar',
    claimLabel: 'Resgatar {{title}}',
    claimAll: 'Resgatar tudo',
    claiming: 'Resgatando...',
    claimed: 'Recompensa resgatada!',
    claimedCount: '{{n}} recompensa(s) resgatada(s).',
    claimFailed: 'Não foi possível resgatar a recompensa.',
    claimAllFailed: 'Não foi possível resgatar todas as recompensas.',
    nothingToClaim: 'Ainda não há recompensas disponíveis para resgatar.',
    noRewards: 'Ainda não há recompensas nesta temporada. Volte em breve.',
    noMatch: 'Nenhuma recompensa corresponde a este filtro.',
    promptTitle: 'Vincule sua conta da Twitch',
    viewerPrompt:
      'Assista a streams do Agaia Online na Twitch com sua conta vinculada para acumular tempo assistido e depois resgate aqui suas recompensas no jogo.',
    streamerPrompt:
      'Faça streams do Agaia Online na Twitch com sua conta vinculada para acumular tempo de transmissão e depois resgate aqui suas recompensas no jogo.',
  },
} as const satisfies Translation<typeof enTwitch>;
