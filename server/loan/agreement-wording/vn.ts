import type { AgreementWording } from './types';

export const vn: AgreementWording = {
  clauses: {
    title: 'Hợp đồng vay tiền',
    intro:
      'Hợp đồng này được lập ngày {{date}} (UTC) giữa {{lender}} (bên cho vay) và {{borrower}}, người mang {{id_type}} số {{id_number}}, cư trú tại {{address}} (bên vay).',
    idCard: 'căn cước công dân',
    passport: 'hộ chiếu',
    loanHeading: '1. Khoản vay',
    loanText:
      'Bên cho vay cho bên vay vay {{amount}} {{currency}}, được chuyển vào tài khoản vốn của bên vay khi bên cho vay chấp thuận đơn này.',
    termsHeading: '2. Thời hạn và lãi suất',
    term: 'Thời hạn: {{loan_period}} ngày kể từ ngày giải ngân khoản vay.',
    dayRate: 'Lãi suất theo ngày: {{day_rate}} số tiền vay.',
    freeDays: 'Số ngày miễn lãi: {{free_period}}; lãi được tính cho {{charged_days}} ngày.',
    totalInterest: 'Tổng tiền lãi: {{interest}} {{currency}} (số tiền vay × lãi suất ngày × (thời hạn − số ngày miễn lãi)).',
    totalRepay: 'Tổng số tiền phải trả: {{total_repay}} {{currency}}.',
    dueDate: 'Ngày đến hạn: ngày cuối cùng của thời hạn, là {{due_date}} nếu khoản vay được giải ngân hôm nay.',
    lateHeading: '3. Trả chậm',
    lateText:
      'Với mỗi ngày sau ngày đến hạn mà khoản vay chưa được trả, một khoản phí trả chậm bằng {{penalty_rate}} số tiền vay ({{daily_penalty}} {{currency}}) được cộng thêm, mỗi ngày một lần, cho đến khi trả hết.',
    earlyHeading: '4. Trả trước hạn',
    earlyText: 'Bên vay có thể trả số tiền phải trả vào bất kỳ lúc nào trước ngày đến hạn. Trả trước hạn không mất thêm chi phí nào.',
    repayHeading: '5. Cách trả nợ',
    repayText:
      'Bên vay trả nợ từ số dư tài khoản vốn, hoặc chuyển khoản vào một trong các tài khoản nhận trả nợ của bên cho vay kèm chứng từ thanh toán để bên cho vay kiểm tra.',
    signHeading: '6. Chữ ký điện tử',
    signText:
      'Bên vay đồng ý ký hợp đồng này bằng phương thức điện tử. Chữ ký vẽ tay, thời điểm hợp đồng được hiển thị và được ký, địa chỉ và trình duyệt dùng để ký, cùng dấu vân tay SHA-256 của văn bản này được lưu giữ làm hồ sơ của hợp đồng.',
  },
  pdf: {
    signature: 'Chữ ký',
    record: 'Hồ sơ',
    loan: 'Khoản vay',
    templateVersion: 'Phiên bản mẫu',
    sha256: 'SHA-256 của văn bản đã ký',
    shown: 'Thời điểm hiển thị',
    signed: 'Thời điểm ký',
    signedFrom: 'Ký từ địa chỉ',
    browser: 'Trình duyệt',
    consent: 'Đồng ý ký điện tử',
    given: 'đã đồng ý',
    notGiven: 'chưa đồng ý',
  },
};
