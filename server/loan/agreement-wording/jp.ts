import type { AgreementWording } from './types';

export const jp: AgreementWording = {
  clauses: {
    title: '金銭消費貸借契約書',
    intro:
      '本契約は、{{date}}（UTC）、{{lender}}（以下「貸主」という）と、{{address}} に居住し、{{id_type}}番号 {{id_number}} を有する {{borrower}}（以下「借主」という）との間で締結される。',
    idCard: '身分証明書',
    passport: 'パスポート',
    loanHeading: '第1条（貸付け）',
    loanText: '貸主は借主に対し {{amount}} {{currency}} を貸し付け、貸主が本申込みを承認した時点で借主の資金口座に入金する。',
    termsHeading: '第2条（期間及び利息）',
    term: '期間：貸付金の入金日から {{loan_period}} 日間。',
    dayRate: '日利率：貸付金額の {{day_rate}}。',
    freeDays: '無利息日数：{{free_period}} 日。利息は {{charged_days}} 日分について発生する。',
    totalInterest: '利息総額：{{interest}} {{currency}}（貸付金額 × 日利率 ×（期間 − 無利息日数））。',
    totalRepay: '返済総額：{{total_repay}} {{currency}}。',
    dueDate: '返済期日：期間の最終日。本日入金された場合は {{due_date}}。',
    lateHeading: '第3条（延滞）',
    lateText:
      '返済期日の翌日以降、返済されない日ごとに、貸付金額の {{penalty_rate}}（{{daily_penalty}} {{currency}}）の延滞損害金を1日1回、完済まで加算する。',
    earlyHeading: '第4条（期限前返済）',
    earlyText: '借主は、返済期日前いつでも返済すべき金額を返済することができる。期限前返済に追加の費用はかからない。',
    repayHeading: '第5条（返済方法）',
    repayText: '借主は、資金口座の残高から返済するか、貸主の返済用口座のいずれかへ送金し、貸主が確認する支払証明を提出して返済する。',
    signHeading: '第6条（電子署名）',
    signText:
      '借主は、本契約に電子的に署名することに同意する。手書きの署名、本契約が表示された日時及び署名された日時、署名に用いられたアドレス及びブラウザ、並びに本文の SHA-256 フィンガープリントを、本契約の記録として保存する。',
  },
  pdf: {
    signature: '署名',
    record: '記録',
    loan: '貸付',
    templateVersion: 'テンプレートのバージョン',
    sha256: '署名された本文の SHA-256',
    shown: '表示日時',
    signed: '署名日時',
    signedFrom: '署名元アドレス',
    browser: 'ブラウザ',
    consent: '電子署名への同意',
    given: 'あり',
    notGiven: 'なし',
  },
};
