import type { AgreementWording } from './types';

export const spa: AgreementWording = {
  clauses: {
    title: 'Contrato de préstamo',
    intro:
      'El presente contrato se celebra el {{date}} (UTC) entre {{lender}} (el prestamista) y {{borrower}}, titular del {{id_type}} número {{id_number}}, con domicilio en {{address}} (el prestatario).',
    idCard: 'documento de identidad',
    passport: 'pasaporte',
    loanHeading: '1. El préstamo',
    loanText:
      'El prestamista presta al prestatario {{amount}} {{currency}}, que se abonan en la cuenta de fondos del prestatario una vez que el prestamista aprueba esta solicitud.',
    termsHeading: '2. Plazo e intereses',
    term: 'Plazo: {{loan_period}} días desde el día del desembolso del préstamo.',
    dayRate: 'Tipo de interés diario: {{day_rate}} del importe.',
    freeDays: 'Días sin intereses: {{free_period}}; se cobran intereses por {{charged_days}} días.',
    totalInterest: 'Intereses totales: {{interest}} {{currency}} (importe × tipo diario × (plazo − días sin intereses)).',
    totalRepay: 'Total a devolver: {{total_repay}} {{currency}}.',
    dueDate: 'Vencimiento: el último día del plazo, el {{due_date}} si el préstamo se desembolsa hoy.',
    lateHeading: '3. Pago con retraso',
    lateText:
      'Por cada día posterior al vencimiento en que el préstamo no se haya devuelto, se añade un recargo por demora del {{penalty_rate}} del importe ({{daily_penalty}} {{currency}}), una vez al día, hasta su devolución.',
    earlyHeading: '4. Devolución anticipada',
    earlyText:
      'El prestatario puede devolver el importe adeudado en cualquier momento antes del vencimiento. La devolución anticipada no tiene ningún coste adicional.',
    repayHeading: '5. Forma de devolución',
    repayText:
      'El prestatario devuelve el préstamo con el saldo de su cuenta de fondos, o mediante una transferencia a una de las cuentas de devolución del prestamista con un justificante de pago que el prestamista comprueba.',
    signHeading: '6. Firma electrónica',
    signText:
      'El prestatario acepta firmar este contrato electrónicamente. La firma trazada, la hora en que se mostró y se firmó este contrato, la dirección y el navegador desde los que se firmó, y una huella SHA-256 de este texto se conservan como registro de este contrato.',
  },
  pdf: {
    signature: 'Firma',
    record: 'Registro',
    loan: 'Préstamo',
    templateVersion: 'Versión de la plantilla',
    sha256: 'SHA-256 del texto firmado',
    shown: 'Mostrado',
    signed: 'Firmado',
    signedFrom: 'Firmado desde',
    browser: 'Navegador',
    consent: 'Consentimiento para firmar electrónicamente',
    given: 'otorgado',
    notGiven: 'no otorgado',
  },
};
