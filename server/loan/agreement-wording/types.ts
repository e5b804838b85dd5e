// What one language's agreement says: the clauses of the template (placeholders are {{name}}, filled and escaped by
// the renderer) and the labels of the PDF's record. The clauses are part of a template version (see
// ../agreement-template.ts: changing any of them makes a new version); the labels are not part of the signed text.

export interface AgreementClauses {
  title: string;
  intro: string;
  idCard: string;
  passport: string;
  loanHeading: string;
  loanText: string;
  termsHeading: string;
  term: string;
  dayRate: string;
  freeDays: string;
  totalInterest: string;
  totalRepay: string;
  dueDate: string;
  lateHeading: string;
  lateText: string;
  earlyHeading: string;
  earlyText: string;
  repayHeading: string;
  repayText: string;
  signHeading: string;
  signText: string;
}

export interface AgreementPdfLabels {
  signature: string;
  record: string;
  loan: string;
  templateVersion: string;
  sha256: string;
  shown: string;
  signed: string;
  signedFrom: string;
  browser: string;
  consent: string;
  given: string;
  notGiven: string;
}

export interface AgreementWording {
  clauses: AgreementClauses;
  pdf: AgreementPdfLabels;
}
