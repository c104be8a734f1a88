import type { HierarchyMessages } from '../../permissions.ts';
import type { Translation } from '../text.ts';

export const ptBRHierarchy = {
  self: 'Você não pode alterar a própria conta pelo painel de administração: use o seu perfil.',
  above: 'Você só pode agir sobre contas cujas permissões estejam contidas nas suas.',
  credentials: 'Alterar a senha ou o e-mail de outra conta também exige a permissão Ações de Conta.',
} satisfies Translation<typeof HierarchyMessages>;
