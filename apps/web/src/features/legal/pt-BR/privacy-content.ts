import type { LegalSection, Provider } from '../legal-types.ts';

/** The privacy policy in Brazilian Portuguese: the English sections (../privacy-content.ts), same ids. */
export function privacySections({ entity, address, email }: Provider): LegalSection[] {
  return [
    {
      id: 'controller',
      title: 'Quem é o responsável',
      paragraphs: [
        `O controlador dos seus dados pessoais é ${entity}, ${address}, com sede na Grécia. Contato para todas as questões de privacidade: ${email}.`,
        'Tratamos dados pessoais nos termos do Regulamento Geral sobre a Proteção de Dados da União Europeia (GDPR) e da legislação grega de proteção de dados.',
      ],
    },
    {
      id: 'data',
      title: 'Dados que coletamos',
      paragraphs: ['Coletamos apenas o necessário para operar o jogo e o site:'],
      points: [
        'Dados da conta: nome de usuário, endereço de e-mail, um hash com salt da sua senha (nunca a própria senha), data e hora do cadastro e do último login.',
        'Dados de jogo: personagens, itens, moeda do jogo, progresso, mensagens de chat guardadas para fins de moderação e banimentos.',
        'Dados técnicos: endereço IP e horários de login, usados para a segurança e para aplicar banimentos; registros (logs) do servidor, mantidos por pouco tempo.',
        'Dados de doações: o que você doou e quando. Os pagamentos com cartão são processados pelo provedor de pagamento; nunca vemos nem armazenamos os dados do seu cartão.',
        'Contas vinculadas: se você vincular uma conta da Twitch, o identificador dela e o tempo assistido ou transmitido que conta para as recompensas.',
        'Dados de origem: se você chegar por um dos nossos vídeos, um identificador anônimo de visitante e as tags de campanha do vídeo (veja Estatísticas anonimizadas).',
      ],
    },
    {
      id: 'purposes',
      title: 'Finalidades e bases legais',
      paragraphs: [
        'Usamos seus dados para fornecer a conta e o jogo (execução de contrato, art. 6(1)(b) do GDPR); para manter o serviço seguro, prevenir trapaças e fazer cumprir nossos termos (legítimo interesse, art. 6(1)(f) do GDPR); para cumprir obrigações legais, como a escrituração contábil das doações (art. 6(1)(c) do GDPR); e, para tudo o que for opcional, somente com o seu consentimento (art. 6(1)(a) do GDPR). Não vendemos seus dados nem os usamos para criar perfis publicitários.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies, armazenamento local e o gerenciador de consentimento',
      paragraphs: [
        'O site não usa cookies de terceiros. Ele guarda alguns itens essenciais no armazenamento local (local storage) do seu navegador: sua sessão de login, o conteúdo do seu carrinho de doações, sua escolha de privacidade e, depois de uma visita vinda de um dos nossos vídeos, o registro de origem. Esses itens são necessários para o funcionamento do site e ficam sempre ativos. O idioma que você escolhe no seletor de idioma também fica guardado ali e em um cookie próprio do site chamado "lang", para que as páginas já cheguem nesse idioma; ele não guarda mais nada.',
        'Um pequeno aviso de consentimento permite escolher "Só essenciais" ou "Aceitar tudo". Até que você aceite, apenas o armazenamento essencial é usado. Sua escolha fica guardada no navegador, na chave "consent"; você pode alterá-la a qualquer momento em "Configurações de cookies", no rodapé de todas as páginas, que exibe o aviso novamente. O site funciona da mesma forma, seja qual for a sua escolha.',
      ],
    },
    {
      id: 'analytics',
      title: 'Estatísticas anonimizadas',
      paragraphs: [
        'Quando você abre o site por um link de um dos nossos vídeos do YouTube, registramos qual vídeo trouxe você, com um identificador aleatório de visitante criado no seu navegador, o endereço da página e o horário. Armazenamos apenas um hash com salt do seu endereço IP (nunca o próprio endereço) e uma descrição resumida do navegador. Isso nos mostra quantos visitantes e cadastros cada vídeo traz; não é usado para identificar você.',
      ],
    },
    {
      id: 'social',
      title: 'Redes sociais e links externos',
      paragraphs: [
        'O site tem links para o nosso servidor de chat, para o YouTube e para a Twitch, mas não incorpora nenhum deles: nenhum dado é enviado a esses serviços até que você siga um link. Uma vez nos sites deles, valem as respectivas políticas de privacidade. Se você vincular sua conta da Twitch, recebemos apenas o seu identificador na Twitch e as informações de tempo assistido necessárias para as recompensas.',
        'Todas as fontes, imagens e scripts são servidos pelo nosso próprio servidor; o site não carrega nada de outras origens.',
      ],
    },
    {
      id: 'retention',
      title: 'Retenção dos dados',
      paragraphs: [
        'Os dados da conta e do jogo são mantidos enquanto a sua conta existir. Uma conta sem uso por um ano pode ser excluída junto com os dados dela. Os registros de segurança são mantidos por um período curto; os registros de doações, pelo prazo exigido pela legislação tributária; e os registros de origem, apenas de forma anonimizada. Quando você nos pede a exclusão da sua conta, excluímos ou anonimizamos os dados dela, a menos que a lei nos obrigue a mantê-los.',
      ],
    },
    {
      id: 'transfers',
      title: 'Destinatários e transferências',
      paragraphs: [
        'Seus dados são armazenados em servidores localizados na União Europeia. Nós os compartilhamos apenas com os operadores de que precisamos para prestar o serviço (hospedagem, envio de e-mails, o provedor de pagamento), mediante contratos de tratamento de dados. Quando um operador está fora da UE, as transferências se baseiam em uma decisão de adequação ou em cláusulas contratuais-padrão.',
      ],
    },
    {
      id: 'rights',
      title: 'Seus direitos',
      paragraphs: [
        `Você tem o direito de acessar, corrigir e apagar seus dados, de limitar o tratamento deles ou de se opor a ele, à portabilidade dos dados e de revogar o consentimento a qualquer momento, com efeitos para o futuro. Envie sua solicitação por e-mail para ${email}. Você também pode apresentar uma reclamação a uma autoridade de controle; na Grécia, a Autoridade Helênica de Proteção de Dados (www.dpa.gr).`,
      ],
    },
    {
      id: 'changes',
      title: 'Alterações desta política',
      paragraphs: [
        'Atualizamos esta política quando o serviço ou a lei mudam. A data no topo da página indica a versão mais recente.',
      ],
    },
  ];
}
