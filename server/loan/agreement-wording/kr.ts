import type { AgreementWording } from './types';

export const kr: AgreementWording = {
  clauses: {
    title: '대출 계약서',
    intro:
      '본 계약은 {{date}}(UTC)에 {{lender}}(이하 "대여자")와 {{address}}에 거주하며 {{id_type}} 번호 {{id_number}}을(를) 소지한 {{borrower}}(이하 "차입자") 사이에 체결된다.',
    idCard: '신분증',
    passport: '여권',
    loanHeading: '제1조 (대출)',
    loanText: '대여자는 차입자에게 {{amount}} {{currency}}을(를) 대여하며, 대여자가 본 신청을 승인하면 차입자의 자금 계좌에 입금한다.',
    termsHeading: '제2조 (기간 및 이자)',
    term: '기간: 대출금이 지급된 날부터 {{loan_period}}일.',
    dayRate: '일 이자율: 대출 금액의 {{day_rate}}.',
    freeDays: '무이자 일수: {{free_period}}일. 이자는 {{charged_days}}일에 대하여 부과된다.',
    totalInterest: '총 이자: {{interest}} {{currency}} (대출 금액 × 일 이자율 × (기간 − 무이자 일수)).',
    totalRepay: '총 상환액: {{total_repay}} {{currency}}.',
    dueDate: '만기일: 기간의 마지막 날이며, 오늘 지급되는 경우 {{due_date}}.',
    lateHeading: '제3조 (연체)',
    lateText:
      '만기일 다음 날부터 상환되지 않은 날마다 대출 금액의 {{penalty_rate}}({{daily_penalty}} {{currency}})에 해당하는 연체료가 하루 한 번, 상환될 때까지 부과된다.',
    earlyHeading: '제4조 (조기 상환)',
    earlyText: '차입자는 만기일 전 언제든지 상환할 금액을 상환할 수 있다. 조기 상환에는 추가 비용이 없다.',
    repayHeading: '제5조 (상환 방법)',
    repayText:
      '차입자는 자금 계좌의 잔액으로 상환하거나, 대여자의 상환 계좌 중 하나로 송금하고 대여자가 확인하는 지급 증빙을 제출하여 상환한다.',
    signHeading: '제6조 (전자 서명)',
    signText:
      '차입자는 본 계약에 전자적으로 서명하는 데 동의한다. 손으로 그린 서명, 본 계약이 표시되고 서명된 시각, 서명에 사용된 주소와 브라우저, 그리고 본문의 SHA-256 지문은 본 계약의 기록으로 보관된다.',
  },
  pdf: {
    signature: '서명',
    record: '기록',
    loan: '대출',
    templateVersion: '템플릿 버전',
    sha256: '서명된 본문의 SHA-256',
    shown: '표시 시각',
    signed: '서명 시각',
    signedFrom: '서명 주소',
    browser: '브라우저',
    consent: '전자 서명 동의',
    given: '동의함',
    notGiven: '동의하지 않음',
  },
};
