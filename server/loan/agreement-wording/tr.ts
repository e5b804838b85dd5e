import type { AgreementWording } from './types';

export const tr: AgreementWording = {
  clauses: {
    title: 'Borç sözleşmesi',
    intro:
      'Bu sözleşme {{date}} (UTC) tarihinde {{lender}} (borç veren) ile {{address}} adresinde ikamet eden, {{id_number}} numaralı {{id_type}} sahibi {{borrower}} (borçlu) arasında yapılmıştır.',
    idCard: 'kimlik kartı',
    passport: 'pasaport',
    loanHeading: '1. Borç',
    loanText:
      'Borç veren, borçluya {{amount}} {{currency}} borç verir; tutar, borç veren bu başvuruyu onayladığında borçlunun fon hesabına yatırılır.',
    termsHeading: '2. Vade ve faiz',
    term: 'Vade: borcun ödendiği günden itibaren {{loan_period}} gün.',
    dayRate: 'Günlük faiz oranı: tutarın {{day_rate}} kadarı.',
    freeDays: 'Faizsiz gün sayısı: {{free_period}}; faiz {{charged_days}} gün için işletilir.',
    totalInterest: 'Toplam faiz: {{interest}} {{currency}} (tutar × günlük oran × (vade − faizsiz günler)).',
    totalRepay: 'Geri ödenecek toplam tutar: {{total_repay}} {{currency}}.',
    dueDate: 'Vade tarihi: vadenin son günü; borç bugün ödenirse {{due_date}}.',
    lateHeading: '3. Geç ödeme',
    lateText:
      'Vade tarihinden sonra borcun geri ödenmediği her gün için tutarın {{penalty_rate}} oranında ({{daily_penalty}} {{currency}}) gecikme ücreti, geri ödenene kadar günde bir kez eklenir.',
    earlyHeading: '4. Erken ödeme',
    earlyText: 'Borçlu, vade tarihinden önce istediği zaman borcunu ödeyebilir. Erken ödeme hiçbir ek maliyet doğurmaz.',
    repayHeading: '5. Ödeme şekli',
    repayText:
      'Borçlu, fon hesabının bakiyesinden ya da borç verenin geri ödeme hesaplarından birine, borç verenin kontrol ettiği bir ödeme belgesiyle birlikte havale yaparak öder.',
    signHeading: '6. Elektronik imza',
    signText:
      'Borçlu bu sözleşmeyi elektronik olarak imzalamayı kabul eder. Çizilen imza, sözleşmenin gösterildiği ve imzalandığı zaman, imzalandığı adres ve tarayıcı ile bu metnin SHA-256 parmak izi, bu sözleşmenin kaydı olarak saklanır.',
  },
  pdf: {
    signature: 'İmza',
    record: 'Kayıt',
    loan: 'Borç',
    templateVersion: 'Şablon sürümü',
    sha256: 'İmzalanan metnin SHA-256 değeri',
    shown: 'Gösterildi',
    signed: 'İmzalandı',
    signedFrom: 'İmzalandığı adres',
    browser: 'Tarayıcı',
    consent: 'Elektronik imza onayı',
    given: 'verildi',
    notGiven: 'verilmedi',
  },
};
