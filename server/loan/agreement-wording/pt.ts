import type { AgreementWording } from './types';

export const pt: AgreementWording = {
  clauses: {
    title: 'Contrato de empréstimo',
    intro:
      'O presente contrato é celebrado em {{date}} (UTC) entre {{lender}} (o mutuante) e {{borrower}}, titular do {{id_type}} número {{id_number}}, residente em {{address}} (o mutuário).',
    idCard: 'documento de identidade',
    passport: 'passaporte',
    loanHeading: '1. O empréstimo',
    loanText:
      'O mutuante empresta ao mutuário {{amount}} {{currency}}, creditados na conta de financiamento do mutuário assim que o mutuante aprovar este pedido.',
    termsHeading: '2. Prazo e juros',
    term: 'Prazo: {{loan_period}} dias a contar do dia em que o empréstimo é pago.',
    dayRate: 'Taxa de juros diária: {{day_rate}} do montante.',
    freeDays: 'Dias sem juros: {{free_period}}; os juros são cobrados por {{charged_days}} dias.',
    totalInterest: 'Juros totais: {{interest}} {{currency}} (montante × taxa diária × (prazo − dias sem juros)).',
    totalRepay: 'Total a reembolsar: {{total_repay}} {{currency}}.',
    dueDate: 'Vencimento: o último dia do prazo, {{due_date}} se o empréstimo for pago hoje.',
    lateHeading: '3. Atraso no reembolso',
    lateText:
      'Por cada dia após o vencimento em que o empréstimo não for reembolsado, é acrescentada uma taxa de atraso de {{penalty_rate}} do montante ({{daily_penalty}} {{currency}}), uma vez por dia, até ao reembolso.',
    earlyHeading: '4. Reembolso antecipado',
    earlyText:
      'O mutuário pode reembolsar o valor devido a qualquer momento antes do vencimento. O reembolso antecipado não tem qualquer custo adicional.',
    repayHeading: '5. Forma de reembolso',
    repayText:
      'O mutuário reembolsa a partir do saldo da conta de financiamento, ou por transferência para uma das contas de reembolso do mutuante com um comprovativo de pagamento que o mutuante verifica.',
    signHeading: '6. Assinatura eletrónica',
    signText:
      'O mutuário aceita assinar este contrato eletronicamente. A assinatura desenhada, a hora em que este contrato foi apresentado e assinado, o endereço e o navegador a partir dos quais foi assinado e uma impressão digital SHA-256 deste texto são guardados como registo deste contrato.',
  },
  pdf: {
    signature: 'Assinatura',
    record: 'Registo',
    loan: 'Empréstimo',
    templateVersion: 'Versão do modelo',
    sha256: 'SHA-256 do texto assinado',
    shown: 'Apresentado',
    signed: 'Assinado',
    signedFrom: 'Assinado a partir de',
    browser: 'Navegador',
    consent: 'Consentimento para assinar eletronicamente',
    given: 'dado',
    notGiven: 'não dado',
  },
};
