import type { AgreementWording } from './types';

export const cs: AgreementWording = {
  clauses: {
    title: 'Smlouva o zápůjčce',
    intro:
      'Tato smlouva se uzavírá dne {{date}} (UTC) mezi {{lender}} (věřitel) a {{borrower}}, držitelem dokladu „{{id_type}}“ číslo {{id_number}}, bytem {{address}} (dlužník).',
    idCard: 'občanský průkaz',
    passport: 'cestovní pas',
    loanHeading: '1. Zápůjčka',
    loanText:
      'Věřitel půjčuje dlužníkovi {{amount}} {{currency}}, které budou připsány na financující účet dlužníka, jakmile věřitel tuto žádost schválí.',
    termsHeading: '2. Doba a úroky',
    term: 'Doba: {{loan_period}} dní ode dne vyplacení zápůjčky.',
    dayRate: 'Denní úroková sazba: {{day_rate}} z částky.',
    freeDays: 'Bezúročné dny: {{free_period}}; úrok se účtuje za {{charged_days}} dní.',
    totalInterest: 'Úroky celkem: {{interest}} {{currency}} (částka × denní sazba × (doba − bezúročné dny)).',
    totalRepay: 'Celkem ke splacení: {{total_repay}} {{currency}}.',
    dueDate: 'Splatnost: poslední den doby, tedy {{due_date}}, je-li zápůjčka vyplacena dnes.',
    lateHeading: '3. Opožděné splacení',
    lateText:
      'Za každý den po dni splatnosti, kdy zápůjčka není splacena, se jednou denně až do splacení připočítává poplatek z prodlení ve výši {{penalty_rate}} z částky ({{daily_penalty}} {{currency}}).',
    earlyHeading: '4. Předčasné splacení',
    earlyText: 'Dlužník může dlužnou částku splatit kdykoli před dnem splatnosti. Předčasné splacení nic navíc nestojí.',
    repayHeading: '5. Způsob splacení',
    repayText:
      'Dlužník splácí z prostředků financujícího účtu, nebo převodem na jeden z účtů věřitele pro splácení s dokladem o platbě, který věřitel ověří.',
    signHeading: '6. Elektronický podpis',
    signText:
      'Dlužník souhlasí s elektronickým podpisem této smlouvy. Nakreslený podpis, čas zobrazení a podpisu této smlouvy, adresa a prohlížeč, ze kterých byla podepsána, a otisk SHA-256 tohoto textu se uchovávají jako záznam o této smlouvě.',
  },
  pdf: {
    signature: 'Podpis',
    record: 'Záznam',
    loan: 'Zápůjčka',
    templateVersion: 'Verze šablony',
    sha256: 'SHA-256 podepsaného textu',
    shown: 'Zobrazeno',
    signed: 'Podepsáno',
    signedFrom: 'Podepsáno z adresy',
    browser: 'Prohlížeč',
    consent: 'Souhlas s elektronickým podpisem',
    given: 'udělen',
    notGiven: 'neudělen',
  },
};
