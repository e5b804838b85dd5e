import type { AgreementWording } from './types';

export const fr: AgreementWording = {
  clauses: {
    title: 'Contrat de prêt',
    intro:
      'Le présent contrat est conclu le {{date}} (UTC) entre {{lender}} (le prêteur) et {{borrower}}, titulaire de la {{id_type}} numéro {{id_number}}, demeurant {{address}} (l’emprunteur).',
    idCard: 'carte d’identité',
    passport: 'passeport',
    loanHeading: '1. Le prêt',
    loanText:
      'Le prêteur prête à l’emprunteur {{amount}} {{currency}}, versés sur le compte de financement de l’emprunteur dès que le prêteur approuve la présente demande.',
    termsHeading: '2. Durée et intérêts',
    term: 'Durée : {{loan_period}} jours à compter du jour du versement du prêt.',
    dayRate: 'Taux d’intérêt journalier : {{day_rate}} du montant.',
    freeDays: 'Jours sans intérêts : {{free_period}} ; les intérêts courent sur {{charged_days}} jours.',
    totalInterest: 'Intérêts totaux : {{interest}} {{currency}} (montant × taux journalier × (durée − jours sans intérêts)).',
    totalRepay: 'Total à rembourser : {{total_repay}} {{currency}}.',
    dueDate: 'Échéance : le dernier jour de la durée, soit le {{due_date}} si le prêt est versé aujourd’hui.',
    lateHeading: '3. Retard de remboursement',
    lateText:
      'Pour chaque jour suivant l’échéance où le prêt n’est pas remboursé, une pénalité de retard de {{penalty_rate}} du montant ({{daily_penalty}} {{currency}}) est ajoutée, une fois par jour, jusqu’au remboursement.',
    earlyHeading: '4. Remboursement anticipé',
    earlyText:
      'L’emprunteur peut rembourser la somme due à tout moment avant l’échéance. Le remboursement anticipé n’entraîne aucun frais supplémentaire.',
    repayHeading: '5. Modalités de remboursement',
    repayText:
      'L’emprunteur rembourse depuis le solde de son compte de financement, ou par virement sur l’un des comptes de remboursement du prêteur accompagné d’un justificatif de paiement que le prêteur vérifie.',
    signHeading: '6. Signature électronique',
    signText:
      'L’emprunteur accepte de signer le présent contrat par voie électronique. La signature tracée, les heures d’affichage et de signature du contrat, l’adresse et le navigateur depuis lesquels il a été signé, ainsi qu’une empreinte SHA-256 du présent texte sont conservés comme preuve du contrat.',
  },
  pdf: {
    signature: 'Signature',
    record: 'Preuve',
    loan: 'Prêt',
    templateVersion: 'Version du modèle',
    sha256: 'SHA-256 du texte signé',
    shown: 'Affiché le',
    signed: 'Signé le',
    signedFrom: 'Signé depuis',
    browser: 'Navigateur',
    consent: 'Consentement à la signature électronique',
    given: 'donné',
    notGiven: 'non donné',
  },
};
