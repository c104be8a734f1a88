import type { enPasskeys } from '../en/passkeys.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese messages of passkeys: the profile's card and logging in with one (see en/passkeys.ts). */
export const ptBRPasskeys = {
  passkeys: {
    cancelled: 'A janela da chave de acesso foi fechada antes de terminar. Tente novamente.',
    alreadyAdded: 'Este dispositivo já tem uma chave de acesso para sua conta.',
    failed: 'A chave de acesso não respondeu. Tente novamente.',
    unsupported:
      'Este navegador não suporta chaves de acesso. Experimente uma versão atual do Chrome, Edge, Firefox ou Safari.',
    loginFailed: 'Não foi possível entrar com a chave de acesso. Tente novamente.',
    waiting: 'Aguardando sua chave de acesso...',
    useInstead: 'Usar chave de acesso',
  },
  profile: {
    passkeys: {
      title: 'Chaves de acesso',
      lead: 'Entre com sua digital, seu rosto ou o bloqueio de tela em vez de digitar a senha. A chave de acesso fica no seu dispositivo ou no seu gerenciador de senhas e só funciona neste site, então uma página falsa não consegue roubá-la.',
      loading: 'Carregando suas chaves de acesso...',
      loadFailed: 'Não foi possível carregar suas chaves de acesso.',
      empty: 'Você ainda não tem chaves de acesso.',
      listLabel: 'Suas chaves de acesso',
      add: 'Adicionar chave de acesso',
      addLead:
        'Confirme com sua senha e dê um nome à chave de acesso; depois, siga as instruções do navegador.',
      name: 'Nome da chave de acesso',
      nameHint: 'Para diferenciar suas chaves de acesso, como "Celular" ou "Notebook".',
      addSubmit: 'Continuar',
      adding: 'Aguardando sua chave de acesso...',
      added: 'Chave de acesso adicionada.',
      addFailed: 'Não foi possível adicionar a chave de acesso. Tente novamente.',
      added_on: 'Adicionada em {{date}}',
      lastUsed: 'Último uso em {{date}}',
      neverUsed: 'Ainda não usada',
      synced: 'Sincronizada',
      syncedHint:
        'Guardada pelo seu gerenciador de senhas ou celular: continua valendo se você perder um dispositivo.',
      remove: 'Remover',
      removeTitle: 'Remover "{{name}}"?',
      removeLead:
        'Confirme com sua senha. Esta chave de acesso não vai mais servir para entrar; remova-a também do seu dispositivo ou gerenciador de senhas.',
      removeSubmit: 'Remover chave',
      removing: 'Removendo...',
      removed: 'Chave de acesso removida.',
      removeFailed: 'Não foi possível remover a chave de acesso. Tente novamente.',
      limit:
        'Você atingiu o limite de chaves de acesso por conta ({{count}}): remova uma para adicionar outra.',
    },
  },
} as const satisfies Translation<typeof enPasskeys>;
