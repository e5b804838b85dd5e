import type { SeedArticle } from './types';

// How deposits are reviewed: server/wallet/deposits.ts and charge-decisions.ts. A bank deposit waits unchecked
// until an operator approves it (credited to the funding account), rejects it or marks it invalid, with a reason.

export const DEPOSIT_REVIEW: SeedArticle = {
  id: 3,
  translations: {
    en: {
      title: 'How deposits are reviewed',
      desc: 'From your transfer to the money in your funding account.',
      paragraphs: [
        'To deposit, choose the currency and one of our receiving bank accounts, enter the amount you sent and upload one picture of the payment proof. Your deposit then shows as “unchecked” in the deposit history.',
        'Our team checks that the money arrived. Once it has, the deposit is marked finished and the amount is credited to your funding account; from there you can transfer it to your contract or option account. If the payment cannot be matched, the deposit is rejected or marked invalid, with the reason shown. Demo accounts cannot deposit.',
      ],
    },
    hk: {
      title: '入金如何審核',
      desc: '由您轉帳到款項存入資金帳戶的過程。',
      paragraphs: [
        '入金時，請選擇幣種及我們其中一個收款銀行帳戶，輸入您匯出的金額，並上傳一張付款憑證圖片。之後您的入金會在入金紀錄中顯示為「未審核」。',
        '我們的團隊會核實款項是否已到帳。到帳後，入金會標示為完成，金額會存入您的資金帳戶；您可再將其劃轉至合約或期權帳戶。如無法核對付款，入金會被拒絕或標示為無效，並顯示原因。模擬帳戶不能入金。',
      ],
    },
    jp: {
      title: '入金の審査について',
      desc: 'お振込みから資金口座への反映まで。',
      paragraphs: [
        '入金するには、通貨と当社の受取銀行口座を選び、送金した金額を入力して、支払い証明の画像を1枚アップロードします。入金は入金履歴に「未審査」と表示されます。',
        '当社チームが着金を確認します。確認できると入金は完了となり、金額が資金口座に反映されます。そこから契約口座やオプション口座へ振り替えられます。支払いを照合できない場合、入金は却下または無効となり、理由が表示されます。デモ口座では入金できません。',
      ],
    },
    kr: {
      title: '입금 심사 방법',
      desc: '송금부터 자금 계좌 입금까지.',
      paragraphs: [
        '입금하려면 통화와 당사 수취 은행 계좌 중 하나를 선택하고, 보낸 금액을 입력한 뒤 결제 증빙 사진 한 장을 업로드하세요. 입금은 입금 내역에 “미심사”로 표시됩니다.',
        '당사 팀이 입금 도착 여부를 확인합니다. 확인되면 입금이 완료 처리되고 금액이 자금 계좌에 입금되며, 그 후 계약 계좌나 옵션 계좌로 이체할 수 있습니다. 결제를 확인할 수 없으면 입금은 사유와 함께 거절되거나 무효 처리됩니다. 모의 계좌는 입금할 수 없습니다.',
      ],
    },
    th: {
      title: 'การตรวจสอบการฝากเงิน',
      desc: 'ตั้งแต่การโอนของคุณจนถึงเงินเข้าบัญชีเงินทุน',
      paragraphs: [
        'ในการฝากเงิน ให้เลือกสกุลเงินและบัญชีธนาคารรับเงินของเรา กรอกจำนวนเงินที่คุณโอน และอัปโหลดรูปหลักฐานการชำระเงินหนึ่งรูป จากนั้นรายการฝากจะแสดงเป็น “ยังไม่ตรวจสอบ” ในประวัติการฝาก',
        'ทีมงานของเราจะตรวจสอบว่าเงินเข้าแล้ว เมื่อได้รับเงิน รายการฝากจะเป็นสถานะเสร็จสิ้นและยอดเงินจะเข้าบัญชีเงินทุนของคุณ จากนั้นคุณโอนต่อไปยังบัญชีสัญญาหรือบัญชีออปชันได้ หากจับคู่การชำระเงินไม่ได้ รายการจะถูกปฏิเสธหรือทำเครื่องหมายว่าไม่ถูกต้องพร้อมเหตุผล บัญชีทดลองฝากเงินไม่ได้',
      ],
    },
    vn: {
      title: 'Khoản nạp được xét duyệt thế nào',
      desc: 'Từ lúc bạn chuyển khoản đến khi tiền vào tài khoản vốn.',
      paragraphs: [
        'Để nạp tiền, hãy chọn loại tiền và một tài khoản ngân hàng nhận của chúng tôi, nhập số tiền bạn đã chuyển và tải lên một ảnh chứng từ thanh toán. Khoản nạp sẽ hiển thị “chưa duyệt” trong lịch sử nạp.',
        'Đội ngũ của chúng tôi kiểm tra tiền đã đến chưa. Khi đã nhận, khoản nạp được đánh dấu hoàn tất và số tiền được ghi có vào tài khoản vốn; từ đó bạn có thể chuyển sang tài khoản hợp đồng hoặc quyền chọn. Nếu không khớp được khoản thanh toán, khoản nạp bị từ chối hoặc đánh dấu không hợp lệ kèm lý do. Tài khoản demo không thể nạp tiền.',
      ],
    },
    fr: {
      title: 'Comment les dépôts sont vérifiés',
      desc: 'De votre virement à l’argent sur votre compte de financement.',
      paragraphs: [
        'Pour déposer, choisissez la devise et l’un de nos comptes bancaires de réception, saisissez le montant envoyé et téléversez une image de la preuve de paiement. Votre dépôt apparaît alors comme « non vérifié » dans l’historique.',
        'Notre équipe vérifie que l’argent est arrivé. Dès réception, le dépôt est terminé et le montant est crédité sur votre compte de financement ; vous pouvez ensuite le transférer vers votre compte contrats ou options. Si le paiement ne peut être rapproché, le dépôt est refusé ou déclaré invalide, avec le motif. Les comptes démo ne peuvent pas déposer.',
      ],
    },
    de: {
      title: 'So werden Einzahlungen geprüft',
      desc: 'Von Ihrer Überweisung bis zum Geld auf Ihrem Finanzierungskonto.',
      paragraphs: [
        'Wählen Sie für eine Einzahlung die Währung und eines unserer Empfangskonten, geben Sie den überwiesenen Betrag ein und laden Sie ein Bild des Zahlungsbelegs hoch. Die Einzahlung erscheint dann als „ungeprüft“ im Einzahlungsverlauf.',
        'Unser Team prüft, ob das Geld eingegangen ist. Danach ist die Einzahlung abgeschlossen und der Betrag wird Ihrem Finanzierungskonto gutgeschrieben; von dort können Sie ihn auf Ihr Kontrakt- oder Optionskonto übertragen. Lässt sich die Zahlung nicht zuordnen, wird die Einzahlung mit Begründung abgelehnt oder als ungültig markiert. Demokonten können nicht einzahlen.',
      ],
    },
    ru: {
      title: 'Как проверяются пополнения',
      desc: 'От вашего перевода до денег на основном счёте.',
      paragraphs: [
        'Чтобы пополнить счёт, выберите валюту и один из наших банковских счетов для приёма, введите отправленную сумму и загрузите одно изображение подтверждения оплаты. Пополнение появится в истории со статусом «не проверено».',
        'Наша команда проверяет поступление денег. После этого пополнение завершается, а сумма зачисляется на основной счёт; оттуда её можно перевести на контрактный или опционный счёт. Если платёж не удаётся сопоставить, пополнение отклоняется или помечается недействительным с указанием причины. Демо-счета пополнять нельзя.',
      ],
    },
    spa: {
      title: 'Cómo se revisan los depósitos',
      desc: 'Desde su transferencia hasta el dinero en su cuenta de fondos.',
      paragraphs: [
        'Para depositar, elija la moneda y una de nuestras cuentas bancarias receptoras, introduzca el importe enviado y suba una imagen del comprobante de pago. Su depósito aparecerá como «sin revisar» en el historial.',
        'Nuestro equipo comprueba que el dinero ha llegado. Entonces el depósito se marca como completado y el importe se abona en su cuenta de fondos; desde ahí puede transferirlo a su cuenta de contratos o de opciones. Si el pago no puede cotejarse, el depósito se rechaza o se marca como no válido, con el motivo. Las cuentas demo no pueden depositar.',
      ],
    },
    pt: {
      title: 'Como os depósitos são analisados',
      desc: 'Da sua transferência ao dinheiro na sua conta de fundos.',
      paragraphs: [
        'Para depositar, escolha a moeda e uma das nossas contas bancárias de receção, introduza o valor enviado e carregue uma imagem do comprovativo de pagamento. O depósito aparece como «não verificado» no histórico.',
        'A nossa equipa verifica se o dinheiro chegou. Quando chega, o depósito fica concluído e o valor é creditado na sua conta de fundos; daí pode transferi-lo para a conta de contratos ou de opções. Se o pagamento não puder ser identificado, o depósito é rejeitado ou marcado como inválido, com o motivo. As contas de demonstração não podem depositar.',
      ],
    },
    ar: {
      title: 'كيف تتم مراجعة الإيداعات',
      desc: 'من تحويلك إلى وصول المال إلى حساب التمويل.',
      paragraphs: [
        'للإيداع، اختر العملة وأحد حساباتنا المصرفية المستلِمة، وأدخل المبلغ الذي أرسلته، وارفع صورة واحدة لإثبات الدفع. يظهر الإيداع بعد ذلك بحالة «غير مُراجَع» في سجل الإيداعات.',
        'يتحقق فريقنا من وصول المال. عند وصوله، يُعلَّم الإيداع مكتملًا ويُضاف المبلغ إلى حساب التمويل، ومنه يمكنك تحويله إلى حساب العقود أو حساب الخيارات. إذا تعذرت مطابقة الدفعة، يُرفض الإيداع أو يُعلَّم غير صالح مع ذكر السبب. لا يمكن للحسابات التجريبية الإيداع.',
      ],
    },
    it: {
      title: 'Come vengono verificati i depositi',
      desc: 'Dal tuo bonifico al denaro sul conto fondi.',
      paragraphs: [
        'Per depositare, scegli la valuta e uno dei nostri conti bancari di accredito, inserisci l’importo inviato e carica un’immagine della ricevuta di pagamento. Il deposito appare come «non verificato» nello storico.',
        'Il nostro team verifica che il denaro sia arrivato. A quel punto il deposito è completato e l’importo è accreditato sul conto fondi; da lì puoi trasferirlo sul conto contratti o opzioni. Se il pagamento non può essere abbinato, il deposito è rifiutato o segnato come non valido, con il motivo. I conti demo non possono depositare.',
      ],
    },
    tr: {
      title: 'Para yatırma işlemleri nasıl incelenir',
      desc: 'Havalenizden paranın fon hesabınıza geçmesine kadar.',
      paragraphs: [
        'Para yatırmak için para birimini ve alıcı banka hesaplarımızdan birini seçin, gönderdiğiniz tutarı girin ve ödeme belgesinin bir resmini yükleyin. Yatırma işleminiz geçmişte “incelenmedi” olarak görünür.',
        'Ekibimiz paranın gelip gelmediğini kontrol eder. Geldiğinde işlem tamamlanır ve tutar fon hesabınıza yatırılır; oradan kontrat veya opsiyon hesabınıza aktarabilirsiniz. Ödeme eşleştirilemezse işlem, gerekçesiyle birlikte reddedilir veya geçersiz sayılır. Demo hesaplar para yatıramaz.',
      ],
    },
    id: {
      title: 'Cara setoran ditinjau',
      desc: 'Dari transfer Anda hingga dana masuk ke akun pendanaan.',
      paragraphs: [
        'Untuk menyetor, pilih mata uang dan salah satu rekening bank penerima kami, masukkan jumlah yang Anda kirim, lalu unggah satu gambar bukti pembayaran. Setoran Anda akan tampil sebagai “belum diperiksa” di riwayat setoran.',
        'Tim kami memeriksa apakah dana sudah masuk. Setelah itu setoran selesai dan jumlahnya dikreditkan ke akun pendanaan Anda; dari sana Anda bisa mentransfernya ke akun kontrak atau opsi. Jika pembayaran tidak dapat dicocokkan, setoran ditolak atau ditandai tidak valid beserta alasannya. Akun demo tidak dapat menyetor.',
      ],
    },
    my: {
      title: 'Cara deposit disemak',
      desc: 'Daripada pindahan anda hingga wang masuk ke akaun pembiayaan.',
      paragraphs: [
        'Untuk membuat deposit, pilih mata wang dan salah satu akaun bank penerima kami, masukkan jumlah yang dihantar dan muat naik satu gambar bukti pembayaran. Deposit anda kemudian dipaparkan sebagai “belum disemak” dalam sejarah deposit.',
        'Pasukan kami menyemak sama ada wang telah diterima. Setelah diterima, deposit ditandakan selesai dan jumlahnya dikreditkan ke akaun pembiayaan anda; dari situ anda boleh memindahkannya ke akaun kontrak atau opsyen. Jika pembayaran tidak dapat dipadankan, deposit ditolak atau ditandakan tidak sah berserta sebabnya. Akaun demo tidak boleh membuat deposit.',
      ],
    },
    hi: {
      title: 'जमा राशि की समीक्षा कैसे होती है',
      desc: 'आपके ट्रांसफ़र से लेकर फ़ंडिंग खाते में पैसा आने तक।',
      paragraphs: [
        'जमा करने के लिए मुद्रा और हमारे किसी प्राप्तकर्ता बैंक खाते को चुनें, भेजी गई राशि दर्ज करें और भुगतान प्रमाण की एक तस्वीर अपलोड करें। इसके बाद आपकी जमा राशि जमा इतिहास में “अजाँची” के रूप में दिखेगी।',
        'हमारी टीम जाँचती है कि पैसा पहुँच गया है। पहुँचने पर जमा पूर्ण मानी जाती है और राशि आपके फ़ंडिंग खाते में जमा हो जाती है; वहाँ से आप इसे कॉन्ट्रैक्ट या ऑप्शन खाते में ट्रांसफ़र कर सकते हैं। भुगतान का मिलान न हो पाने पर जमा कारण सहित अस्वीकार या अमान्य कर दी जाती है। डेमो खाते जमा नहीं कर सकते।',
      ],
    },
    cs: {
      title: 'Jak se kontrolují vklady',
      desc: 'Od vašeho převodu po peníze na financujícím účtu.',
      paragraphs: [
        'Pro vklad zvolte měnu a jeden z našich přijímacích bankovních účtů, zadejte odeslanou částku a nahrajte jeden obrázek dokladu o platbě. Vklad se pak v historii zobrazí jako „nezkontrolováno“.',
        'Náš tým ověří, že peníze dorazily. Poté je vklad dokončen a částka připsána na váš financující účet; odtud ji můžete převést na kontraktový nebo opční účet. Nelze-li platbu spárovat, vklad je zamítnut nebo označen jako neplatný s uvedením důvodu. Demo účty vkládat nemohou.',
      ],
    },
  },
};
