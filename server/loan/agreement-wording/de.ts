import type { AgreementWording } from './types';

export const de: AgreementWording = {
  clauses: {
    title: 'Darlehensvertrag',
    intro:
      'Dieser Vertrag wird am {{date}} (UTC) geschlossen zwischen {{lender}} (Darlehensgeber) und {{borrower}}, Inhaber(in) des {{id_type}} Nr. {{id_number}}, wohnhaft in {{address}} (Darlehensnehmer).',
    idCard: 'Personalausweises',
    passport: 'Reisepasses',
    loanHeading: '1. Das Darlehen',
    loanText:
      'Der Darlehensgeber gewährt dem Darlehensnehmer ein Darlehen über {{amount}} {{currency}}, das nach Genehmigung dieses Antrags durch den Darlehensgeber auf das Finanzierungskonto des Darlehensnehmers ausgezahlt wird.',
    termsHeading: '2. Laufzeit und Zinsen',
    term: 'Laufzeit: {{loan_period}} Tage ab dem Tag der Auszahlung.',
    dayRate: 'Tageszinssatz: {{day_rate}} des Darlehensbetrags.',
    freeDays: 'Zinsfreie Tage: {{free_period}}; Zinsen werden für {{charged_days}} Tage berechnet.',
    totalInterest: 'Zinsen insgesamt: {{interest}} {{currency}} (Betrag × Tageszinssatz × (Laufzeit − zinsfreie Tage)).',
    totalRepay: 'Insgesamt zurückzuzahlen: {{total_repay}} {{currency}}.',
    dueDate: 'Fälligkeit: der letzte Tag der Laufzeit, bei Auszahlung heute der {{due_date}}.',
    lateHeading: '3. Verspätete Rückzahlung',
    lateText:
      'Für jeden Tag nach dem Fälligkeitstag, an dem das Darlehen nicht zurückgezahlt ist, wird eine Verzugsgebühr von {{penalty_rate}} des Darlehensbetrags ({{daily_penalty}} {{currency}}) einmal täglich bis zur Rückzahlung hinzugerechnet.',
    earlyHeading: '4. Vorzeitige Rückzahlung',
    earlyText:
      'Der Darlehensnehmer kann den fälligen Betrag jederzeit vor dem Fälligkeitstag zurückzahlen. Eine vorzeitige Rückzahlung verursacht keine zusätzlichen Kosten.',
    repayHeading: '5. Art der Rückzahlung',
    repayText:
      'Der Darlehensnehmer zahlt aus dem Guthaben seines Finanzierungskontos zurück oder per Überweisung auf eines der Rückzahlungskonten des Darlehensgebers mit einem Zahlungsnachweis, den der Darlehensgeber prüft.',
    signHeading: '6. Elektronische Unterschrift',
    signText:
      'Der Darlehensnehmer ist damit einverstanden, diesen Vertrag elektronisch zu unterzeichnen. Die gezeichnete Unterschrift, der Zeitpunkt der Anzeige und der Unterzeichnung, die Adresse und der Browser der Unterzeichnung sowie ein SHA-256-Fingerabdruck dieses Textes werden als Nachweis dieses Vertrags aufbewahrt.',
  },
  pdf: {
    signature: 'Unterschrift',
    record: 'Nachweis',
    loan: 'Darlehen',
    templateVersion: 'Vorlagenversion',
    sha256: 'SHA-256 des unterzeichneten Textes',
    shown: 'Angezeigt',
    signed: 'Unterzeichnet',
    signedFrom: 'Unterzeichnet von',
    browser: 'Browser',
    consent: 'Einwilligung in die elektronische Unterschrift',
    given: 'erteilt',
    notGiven: 'nicht erteilt',
  },
};
