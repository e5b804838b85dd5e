import type { AgreementWording } from './types';

export const it: AgreementWording = {
  clauses: {
    title: 'Contratto di prestito',
    intro:
      'Il presente contratto è stipulato il {{date}} (UTC) tra {{lender}} (il mutuante) e {{borrower}}, titolare di {{id_type}} numero {{id_number}}, residente in {{address}} (il mutuatario).',
    idCard: 'carta d’identità',
    passport: 'passaporto',
    loanHeading: '1. Il prestito',
    loanText:
      'Il mutuante presta al mutuatario {{amount}} {{currency}}, accreditati sul conto di finanziamento del mutuatario non appena il mutuante approva la presente richiesta.',
    termsHeading: '2. Durata e interessi',
    term: 'Durata: {{loan_period}} giorni dal giorno dell’erogazione del prestito.',
    dayRate: 'Tasso di interesse giornaliero: {{day_rate}} dell’importo.',
    freeDays: 'Giorni senza interessi: {{free_period}}; gli interessi sono addebitati per {{charged_days}} giorni.',
    totalInterest: 'Interessi totali: {{interest}} {{currency}} (importo × tasso giornaliero × (durata − giorni senza interessi)).',
    totalRepay: 'Totale da rimborsare: {{total_repay}} {{currency}}.',
    dueDate: 'Scadenza: l’ultimo giorno della durata, il {{due_date}} se il prestito è erogato oggi.',
    lateHeading: '3. Ritardo nel rimborso',
    lateText:
      'Per ogni giorno successivo alla scadenza in cui il prestito non è rimborsato, si aggiunge una penale di mora pari al {{penalty_rate}} dell’importo ({{daily_penalty}} {{currency}}), una volta al giorno, fino al rimborso.',
    earlyHeading: '4. Rimborso anticipato',
    earlyText:
      'Il mutuatario può rimborsare l’importo dovuto in qualsiasi momento prima della scadenza. Il rimborso anticipato non comporta alcun costo aggiuntivo.',
    repayHeading: '5. Modalità di rimborso',
    repayText:
      'Il mutuatario rimborsa dal saldo del conto di finanziamento, oppure con un bonifico su uno dei conti di rimborso del mutuante accompagnato da una prova di pagamento che il mutuante verifica.',
    signHeading: '6. Firma elettronica',
    signText:
      'Il mutuatario accetta di firmare il presente contratto elettronicamente. La firma tracciata, l’ora in cui il contratto è stato mostrato e firmato, l’indirizzo e il browser da cui è stato firmato e un’impronta SHA-256 del presente testo sono conservati come registrazione del contratto.',
  },
  pdf: {
    signature: 'Firma',
    record: 'Registrazione',
    loan: 'Prestito',
    templateVersion: 'Versione del modello',
    sha256: 'SHA-256 del testo firmato',
    shown: 'Mostrato',
    signed: 'Firmato',
    signedFrom: 'Firmato da',
    browser: 'Browser',
    consent: 'Consenso alla firma elettronica',
    given: 'dato',
    notGiven: 'non dato',
  },
};
