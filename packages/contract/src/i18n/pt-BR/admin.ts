import type { AdminMessages } from '../../admin.ts';
import { INT32_MAX, MAX_SAFE_INT } from '../../bounds.ts';
import type { Translation } from '../text.ts';

export const ptBRAdmin = {
  searchTooLong: 'A busca é longa demais.',
  badPageSize: 'pageSize deve ser 10, 50, 100 ou all.',
  unknownAccount: 'Conta desconhecida.',
  userNameEmailRequired: 'O nome de usuário e o e-mail são obrigatórios.',
  badPermission: 'A permissão deve ser um número válido.',
  permissionTooLarge: `A permissão deve ser no máximo ${INT32_MAX}.`,
  badWebMgt: 'webMgt deve ser um número inteiro igual ou maior que 0.',
  webMgtTooLarge: `webMgt deve ser no máximo ${MAX_SAFE_INT}.`,
  badAgaiaCoins: 'As Agaia Coins devem ser um número inteiro igual ou maior que 0.',
  agaiaCoinsTooLarge: `As Agaia Coins devem ser no máximo ${INT32_MAX}.`,
  badAstrumCoins: 'As Astrum Coins devem ser um número inteiro igual ou maior que 0.',
  astrumCoinsTooLarge: `As Astrum Coins devem ser no máximo ${INT32_MAX}.`,
  badClubExpiry: 'O vencimento do Agaia Club deve ser uma data.',
  banRequired: 'O fim do banimento e o motivo são obrigatórios.',
  badBanStart: 'O início do banimento deve ser uma data.',
  unknownAction: 'Ação desconhecida.',
  accountDBIDRequired: 'O DBID da conta é obrigatório.',
  badExpiry: 'A validade deve ser uma data.',
  actorTooLong: 'O filtro de autor é longo demais.',
  targetTooLong: 'O filtro de alvo é longo demais.',
  actionTooLong: 'O filtro de ação é longo demais.',
  badFrom: '"De" deve ser uma data.',
  fromOutOfRange: '"De" deve ser uma data entre 1970 e 9999.',
  badTo: '"Até" deve ser uma data.',
  toOutOfRange: '"Até" deve ser uma data entre 1970 e 9999.',
  fromAfterTo: '"De" não pode ser depois de "Até".',
} satisfies Translation<typeof AdminMessages>;
