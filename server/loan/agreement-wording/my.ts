import type { AgreementWording } from './types';

// Malay (the product's `my`).
export const my: AgreementWording = {
  clauses: {
    title: 'Perjanjian pinjaman',
    intro:
      'Perjanjian ini dibuat pada {{date}} (UTC) antara {{lender}} (pemberi pinjam) dan {{borrower}}, pemegang {{id_type}} bernombor {{id_number}}, yang beralamat di {{address}} (peminjam).',
    idCard: 'kad pengenalan',
    passport: 'pasport',
    loanHeading: '1. Pinjaman',
    loanText:
      'Pemberi pinjam meminjamkan kepada peminjam sebanyak {{amount}} {{currency}}, yang dibayar ke akaun dana peminjam sebaik sahaja pemberi pinjam meluluskan permohonan ini.',
    termsHeading: '2. Tempoh dan faedah',
    term: 'Tempoh: {{loan_period}} hari dari hari pinjaman dibayar.',
    dayRate: 'Kadar faedah harian: {{day_rate}} daripada jumlah pinjaman.',
    freeDays: 'Hari tanpa faedah: {{free_period}}; faedah dikenakan selama {{charged_days}} hari.',
    totalInterest: 'Jumlah faedah: {{interest}} {{currency}} (jumlah × kadar harian × (tempoh − hari tanpa faedah)).',
    totalRepay: 'Jumlah yang perlu dibayar balik: {{total_repay}} {{currency}}.',
    dueDate: 'Tarikh matang: hari terakhir tempoh, iaitu {{due_date}} jika pinjaman dibayar hari ini.',
    lateHeading: '3. Bayaran balik lewat',
    lateText:
      'Bagi setiap hari selepas tarikh matang yang pinjaman belum dibayar balik, caj lewat sebanyak {{penalty_rate}} daripada jumlah pinjaman ({{daily_penalty}} {{currency}}) ditambah, sekali sehari, sehingga dibayar balik.',
    earlyHeading: '4. Bayaran balik awal',
    earlyText:
      'Peminjam boleh membayar balik jumlah terhutang pada bila-bila masa sebelum tarikh matang. Bayaran balik awal tidak dikenakan sebarang kos tambahan.',
    repayHeading: '5. Cara membayar balik',
    repayText:
      'Peminjam membayar balik daripada baki akaun dana, atau melalui pindahan ke salah satu akaun bayaran balik pemberi pinjam berserta bukti pembayaran yang disemak oleh pemberi pinjam.',
    signHeading: '6. Tandatangan elektronik',
    signText:
      'Peminjam bersetuju menandatangani perjanjian ini secara elektronik. Tandatangan yang dilukis, masa perjanjian ini dipaparkan dan ditandatangani, alamat dan pelayar yang digunakan untuk menandatangani, serta cap jari SHA-256 teks ini disimpan sebagai rekod perjanjian ini.',
  },
  pdf: {
    signature: 'Tandatangan',
    record: 'Rekod',
    loan: 'Pinjaman',
    templateVersion: 'Versi templat',
    sha256: 'SHA-256 teks yang ditandatangani',
    shown: 'Dipaparkan',
    signed: 'Ditandatangani',
    signedFrom: 'Ditandatangani dari',
    browser: 'Pelayar',
    consent: 'Persetujuan tandatangan elektronik',
    given: 'diberi',
    notGiven: 'tidak diberi',
  },
};
