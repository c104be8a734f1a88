import type { enLegal } from '../en/legal.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese words of the Terms of Service and Privacy Policy pages (see en/legal.ts). */
export const ptBRLegal = {
  legal: {
    tosTitle: 'Termos e Condições de Uso',
    tosDocumentTitle: 'Termos de Serviço',
    privacyTitle: 'Política de Privacidade',
    lastUpdated: 'Última atualização: {{date}}',
    contents: 'Sumário',
    provider: 'Prestador do serviço',
    providerEntity: 'Nome',
    providerAddress: 'Endereço',
    providerEmail: 'E-mail',
    placeholderEntity: '[Nome do prestador não configurado: LEGAL_ENTITY]',
    placeholderAddress: '[Endereço do prestador não configurado: LEGAL_ADDRESS]',
    placeholderEmail: '[E-mail de contato não configurado: LEGAL_EMAIL]',
  },
} as const satisfies Translation<typeof enLegal>;
