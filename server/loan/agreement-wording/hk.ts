import type { AgreementWording } from './types';

export const hk: AgreementWording = {
  clauses: {
    title: '貸款協議',
    intro:
      '本協議於 {{date}}（UTC）由 {{lender}}（下稱「貸款人」）與 {{borrower}}（{{id_type}}號碼：{{id_number}}，住址：{{address}}，下稱「借款人」）訂立。',
    idCard: '身份證',
    passport: '護照',
    loanHeading: '一、貸款',
    loanText: '貸款人借予借款人 {{amount}} {{currency}}，於貸款人批核本申請後存入借款人的資金帳戶。',
    termsHeading: '二、期限及利息',
    term: '期限：自貸款發放當日起計 {{loan_period}} 日。',
    dayRate: '日利率：貸款金額的 {{day_rate}}。',
    freeDays: '免息日數：{{free_period}} 日；計息日數為 {{charged_days}} 日。',
    totalInterest: '利息總額：{{interest}} {{currency}}（貸款金額 × 日利率 ×（期限 − 免息日數））。',
    totalRepay: '應還總額：{{total_repay}} {{currency}}。',
    dueDate: '到期日：期限的最後一日；如貸款於今日發放，即為 {{due_date}}。',
    lateHeading: '三、逾期還款',
    lateText:
      '貸款於到期日後每逾期未還一日，即加收貸款金額 {{penalty_rate}} 的逾期費用（{{daily_penalty}} {{currency}}），每日一次，直至還清為止。',
    earlyHeading: '四、提前還款',
    earlyText: '借款人可於到期日前隨時償還應還款項。提前還款不收取任何額外費用。',
    repayHeading: '五、還款方式',
    repayText: '借款人以資金帳戶的餘額還款，或轉帳至貸款人的其中一個還款帳戶並提交付款證明，由貸款人核實。',
    signHeading: '六、電子簽署',
    signText:
      '借款人同意以電子方式簽署本協議。手寫簽名、本協議的展示及簽署時間、簽署時所用的網絡地址及瀏覽器，以及本文本的 SHA-256 指紋，均作為本協議的記錄予以保存。',
  },
  pdf: {
    signature: '簽名',
    record: '記錄',
    loan: '貸款',
    templateVersion: '範本版本',
    sha256: '已簽署文本的 SHA-256',
    shown: '展示時間',
    signed: '簽署時間',
    signedFrom: '簽署地址',
    browser: '瀏覽器',
    consent: '同意以電子方式簽署',
    given: '已同意',
    notGiven: '未同意',
  },
};
