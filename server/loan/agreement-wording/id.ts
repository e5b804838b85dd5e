import type { AgreementWording } from './types';

export const id: AgreementWording = {
  clauses: {
    title: 'Perjanjian pinjaman',
    intro:
      'Perjanjian ini dibuat pada {{date}} (UTC) antara {{lender}} (pemberi pinjaman) dan {{borrower}}, pemegang {{id_type}} nomor {{id_number}}, beralamat di {{address}} (peminjam).',
    idCard: 'kartu identitas',
    passport: 'paspor',
    loanHeading: '1. Pinjaman',
    loanText:
      'Pemberi pinjaman meminjamkan kepada peminjam sebesar {{amount}} {{currency}}, yang dibayarkan ke akun dana peminjam setelah pemberi pinjaman menyetujui permohonan ini.',
    termsHeading: '2. Jangka waktu dan bunga',
    term: 'Jangka waktu: {{loan_period}} hari sejak hari pinjaman dicairkan.',
    dayRate: 'Suku bunga harian: {{day_rate}} dari jumlah pinjaman.',
    freeDays: 'Hari bebas bunga: {{free_period}}; bunga dikenakan untuk {{charged_days}} hari.',
    totalInterest: 'Total bunga: {{interest}} {{currency}} (jumlah × suku bunga harian × (jangka waktu − hari bebas bunga)).',
    totalRepay: 'Total yang harus dibayar kembali: {{total_repay}} {{currency}}.',
    dueDate: 'Tanggal jatuh tempo: hari terakhir jangka waktu, yaitu {{due_date}} jika pinjaman dicairkan hari ini.',
    lateHeading: '3. Keterlambatan pembayaran',
    lateText:
      'Untuk setiap hari setelah tanggal jatuh tempo di mana pinjaman belum dilunasi, denda keterlambatan sebesar {{penalty_rate}} dari jumlah pinjaman ({{daily_penalty}} {{currency}}) ditambahkan, sekali sehari, hingga dilunasi.',
    earlyHeading: '4. Pelunasan lebih awal',
    earlyText:
      'Peminjam dapat melunasi jumlah terutang kapan saja sebelum tanggal jatuh tempo. Pelunasan lebih awal tidak dikenakan biaya tambahan.',
    repayHeading: '5. Cara pembayaran kembali',
    repayText:
      'Peminjam membayar kembali dari saldo akun dana, atau dengan transfer ke salah satu rekening pembayaran pemberi pinjaman disertai bukti pembayaran yang diperiksa oleh pemberi pinjaman.',
    signHeading: '6. Tanda tangan elektronik',
    signText:
      'Peminjam setuju menandatangani perjanjian ini secara elektronik. Tanda tangan yang digambar, waktu perjanjian ini ditampilkan dan ditandatangani, alamat dan peramban yang digunakan untuk menandatangani, serta sidik jari SHA-256 dari teks ini disimpan sebagai catatan perjanjian ini.',
  },
  pdf: {
    signature: 'Tanda tangan',
    record: 'Catatan',
    loan: 'Pinjaman',
    templateVersion: 'Versi templat',
    sha256: 'SHA-256 teks yang ditandatangani',
    shown: 'Ditampilkan',
    signed: 'Ditandatangani',
    signedFrom: 'Ditandatangani dari',
    browser: 'Peramban',
    consent: 'Persetujuan tanda tangan elektronik',
    given: 'diberikan',
    notGiven: 'tidak diberikan',
  },
};
