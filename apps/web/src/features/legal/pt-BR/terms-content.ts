import type { LegalSection, Provider } from '../legal-types.ts';

/** The Terms and Conditions of Use in Brazilian Portuguese: the English sections (../terms-content.ts), same ids. */
export function termsSections({ entity, email }: Provider): LegalSection[] {
  return [
    {
      id: 'scope',
      title: 'Objeto e prestador do serviço',
      paragraphs: [
        `Estes termos regem o uso do site, do cliente de jogo e dos servidores de jogo do Agaia Online (em conjunto, o "serviço"), prestado por ${entity} ("nós"). Ao criar uma conta ou jogar, você aceita estes termos.`,
        'O Agaia Online é um servidor privado mantido pela comunidade. Ele não tem vínculo com as publicadoras nem com as desenvolvedoras do jogo original, não é endossado por elas e não mantém com elas nenhuma relação.',
      ],
    },
    {
      id: 'accounts',
      title: 'Contas e idade (PEGI 13)',
      paragraphs: [
        'Para criar uma conta e jogar, você precisa ter pelo menos 13 anos, em conformidade com a classificação PEGI 13. Se a lei do seu país assim exigir, seu pai, sua mãe ou seu responsável legal deverá aceitar estes termos em seu nome.',
        'Informe um endereço de e-mail válido e mantenha sua senha em sigilo. Você é responsável por tudo o que for feito com a sua conta.',
      ],
      points: [
        'As contas são pessoais: não são permitidas contas comerciais, contas operadas em nome de terceiros nem contas compartilhadas.',
        'As contas não podem ser vendidas, trocadas, alugadas nem cedidas, ainda que gratuitamente.',
        'A conta que ficar sem uso por um ano poderá ser encerrada, e os dados dela, excluídos.',
      ],
    },
    {
      id: 'availability',
      title: 'Disponibilidade do serviço',
      paragraphs: [
        'Fazemos todo o possível para manter os servidores no ar, mas não podemos garantir disponibilidade ininterrupta. Manutenções, atualizações, falhas técnicas e eventos alheios ao nosso controle podem interromper o serviço a qualquer momento, com ou sem aviso prévio.',
        'O conteúdo, o balanceamento, os itens e os recursos do jogo podem mudar com as atualizações. Não há direito a nenhuma versão ou estado específico do jogo.',
      ],
    },
    {
      id: 'usage',
      title: 'Regras de uso',
      paragraphs: ['Jogue limpo e trate os demais jogadores com respeito. Em especial, é proibido:'],
      points: [
        'Ter mais de uma conta por pessoa (multicontas), salvo autorização nossa por escrito.',
        'Usar bots, macros, scripts, cheats, clientes modificados ou qualquer software que automatize o jogo ou dê vantagem desleal.',
        'Usar anonimizadores, como VPNs, proxies ou Tor, para ocultar a sua identidade ou para burlar um banimento.',
        'Explorar bugs em vez de reportá-los, bem como atacar, sobrecarregar ou fazer engenharia reversa dos servidores.',
        'Negociar por dinheiro real contas, personagens, itens ou moeda do jogo.',
      ],
    },
    {
      id: 'names',
      title: 'Nomes de jogador',
      paragraphs: [
        'Os nomes de conta e de personagem não podem ser ofensivos, incitar o ódio, ter conotação sexual, fazer-se passar pela equipe ou por outras pessoas, nem violar direitos de terceiros. Não é permitido usar como nome um endereço de e-mail ou um endereço da web. Podemos renomear ou bloquear os nomes que descumprirem esta regra.',
      ],
    },
    {
      id: 'communication',
      title: 'Regras de comunicação',
      paragraphs: [
        'No chat do jogo, no site e no nosso servidor de chat, não são permitidos insultos, assédio, ameaças, discriminação, spam, publicidade, golpes nem a divulgação de dados pessoais de outras pessoas. Siga as orientações da equipe e dos moderadores.',
      ],
    },
    {
      id: 'licence',
      title: 'Licença do software cliente',
      paragraphs: [
        'Concedemos a você uma licença pessoal, não exclusiva, intransferível e revogável para instalar e usar o launcher e os arquivos do cliente exclusivamente para jogar o Agaia Online. Você não pode vendê-los, redistribuí-los, modificá-los, descompilá-los nem usá-los para qualquer outra finalidade. A licença se extingue com o encerramento da sua conta ou destes termos.',
      ],
    },
    {
      id: 'breach',
      title: 'Consequências do descumprimento',
      paragraphs: [
        'Se você descumprir estes termos, poderemos, conforme a gravidade da infração: advertir você, remover itens ou moeda obtidos de forma indevida, silenciar você no chat, suspender sua conta por um período ou bani-la definitivamente. Banimentos por trapaça, uso de bots ou multicontas podem se estender a todas as contas da mesma pessoa. As doações não são reembolsadas quando uma conta é banida por descumprimento destes termos.',
      ],
    },
    {
      id: 'term',
      title: 'Vigência e encerramento do contrato',
      paragraphs: [
        'Este contrato vigora por prazo indeterminado. Você pode encerrá-lo a qualquer momento, deixando de usar o serviço e pedindo a exclusão da sua conta. Nós podemos encerrá-lo mediante aviso prévio de duas semanas, ou de imediato por justa causa, como um descumprimento grave.',
        'Se deixarmos de operar o serviço por completo, avisaremos no site com pelo menos 30 dias de antecedência.',
        'As datas de lançamento ou de estreia anunciadas são estimativas: um lançamento pode atrasar até três meses sem gerar direito a nenhuma compensação.',
      ],
    },
    {
      id: 'donations',
      title: 'Doações, moeda premium e assinaturas',
      paragraphs: [
        'As doações são contribuições voluntárias para os custos de manutenção do servidor. Como agradecimento, você pode receber apenas itens cosméticos: nada do que é adquirido dá vantagem em poder, atributos ou progressão.',
      ],
      points: [
        'As doações são definitivas: não há reembolsos, contestações de cobrança (chargebacks) nem trocas, salvo quando a lei dispuser de outra forma.',
        'A moeda premium não tem valor monetário, não pode ser trocada por dinheiro nem transferida entre contas e serve apenas para itens cosméticos.',
        'As assinaturas concedem seus benefícios cosméticos ou de conveniência pelo período informado no momento da doação e terminam automaticamente quando ele expira.',
        'Contestações de cobrança (chargebacks) ou fraudes no pagamento levam à suspensão da conta envolvida.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitação de responsabilidade',
      paragraphs: [
        'O serviço é oferecido gratuitamente e "no estado em que se encontra". Respondemos de forma ilimitada apenas por dolo e culpa grave e por danos à vida, à integridade física ou à saúde. Nos demais casos, respondemos apenas pelo descumprimento de obrigações essenciais e somente pelos danos típicos e previsíveis. Não respondemos pela perda de itens virtuais ou de progresso causada por falhas, reversões (rollbacks) ou manutenções, nem por serviços de terceiros, como os provedores de pagamento ou o servidor de chat.',
      ],
    },
    {
      id: 'disputes',
      title: 'Resolução de conflitos on-line',
      paragraphs: [
        'Não estamos dispostos nem obrigados a participar de procedimentos de resolução de conflitos perante uma entidade de arbitragem de consumo, incluindo a resolução de conflitos on-line. Entre em contato diretamente conosco, e faremos o possível para resolver qualquer questão.',
      ],
    },
    {
      id: 'data',
      title: 'Seus dados e pedidos de exclusão',
      paragraphs: [
        `A forma como tratamos os dados pessoais está descrita na Política de Privacidade. Para que sua conta e os dados dela sejam excluídos, envie um pedido por e-mail para ${email} a partir do endereço cadastrado na sua conta.`,
      ],
    },
    {
      id: 'changes',
      title: 'Alterações destes termos',
      paragraphs: [
        'Podemos atualizar estes termos, por exemplo, quando a lei ou o serviço mudar. Anunciaremos as alterações relevantes no site com pelo menos duas semanas de antecedência da data em que entrarem em vigor; se você continuar jogando depois dessa data, passam a valer os novos termos. Se alguma cláusula for inválida, as demais continuam em vigor.',
      ],
    },
  ];
}
