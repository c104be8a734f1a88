import type { enGame } from '../en/game.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese messages of the game back end (see en/game.ts). */
export const ptBRGame = {
  status: {
    label: 'Servidores do jogo',
    open: 'Aberto',
    closed: 'Fechado',
    online: '{{players}} online',
    playersOnline_one: '{{players}} jogador online',
    playersOnline_other: '{{players}} jogadores online',
    playersOnline_zero: '{{players}} jogadores online',
    unavailable: 'Status do servidor indisponível',
  },
  hints: {
    userName: 'De 3 a 24 letras e números: este também é o seu login no jogo.',
    password: 'De 8 a 128 caracteres.',
  },
  player: {
    coins: 'Moedas do jogo',
    coinsUnavailable: 'Indisponível',
    loading: 'Carregando seus personagens...',
    loadFailed: 'Não foi possível carregar seus personagens.',
    unavailable:
      'O servidor do jogo não está respondendo agora. Seus personagens vão aparecer aqui assim que ele voltar.',
  },
  characters: {
    caption: 'Personagens em {{server}}',
    name: 'Nome',
    class: 'Classe',
    level: 'Nível',
    race: 'Raça',
    gender: 'Gênero',
    server: 'Servidor',
  },
} as const satisfies Translation<typeof enGame>;
