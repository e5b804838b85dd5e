import type { SeedArticle } from './types';

// How trading hours work: server/market/hours.ts (UTC). Forex and metals Sunday 22:00 to Friday 22:00; oil the same
// with a daily break 21:00-22:00; crypto always open. Closed markets take no orders.

export const TRADING_HOURS: SeedArticle = {
  id: 1,
  translations: {
    en: {
      title: 'How trading hours work',
      desc: 'When each market is open, and what happens while it is closed.',
      paragraphs: [
        'Forex pairs, gold and silver trade from Sunday 22:00 to Friday 22:00 (UTC). Oil (WTI and Brent) follows the same week with a daily break from 21:00 to 22:00 UTC. Cryptocurrencies trade around the clock, every day.',
        'While a market is closed, its price shows “closed” and the buy and sell buttons are disabled. Pending orders wait for the market to open again, and an option order is only accepted if it expires before the close.',
      ],
    },
    hk: {
      title: '交易時間說明',
      desc: '各市場何時開市，以及休市期間會發生甚麼。',
      paragraphs: [
        '外匯貨幣對、黃金及白銀的交易時間為週日 22:00 至週五 22:00（UTC）。原油（WTI 及布蘭特）跟隨相同的交易週，但每日 21:00 至 22:00 UTC 休市一小時。加密貨幣則全天候、每天交易。',
        '市場休市時，價格會顯示「休市」，買入及賣出按鈕將停用。掛單會等待市場重新開市，而期權訂單只有在收市前到期才會被接受。',
      ],
    },
    jp: {
      title: '取引時間について',
      desc: '各市場の取引時間と、休場中に起こること。',
      paragraphs: [
        'FX通貨ペア、金、銀は日曜22:00から金曜22:00（UTC）まで取引できます。原油（WTI・ブレント）も同じ週間スケジュールですが、毎日21:00〜22:00（UTC）は休止します。暗号資産は毎日24時間取引できます。',
        '市場が休場中は価格に「休場」と表示され、買い・売りボタンは無効になります。指値注文は市場の再開を待ち、オプション注文は終了時刻より前に満期を迎える場合のみ受け付けられます。',
      ],
    },
    kr: {
      title: '거래 시간 안내',
      desc: '시장별 개장 시간과 휴장 중에 일어나는 일.',
      paragraphs: [
        '외환 통화쌍, 금, 은은 일요일 22:00부터 금요일 22:00(UTC)까지 거래됩니다. 원유(WTI, 브렌트)도 같은 주간 일정을 따르며 매일 21:00~22:00 UTC에 휴장합니다. 암호화폐는 매일 24시간 거래됩니다.',
        '시장이 휴장 중이면 가격에 “휴장”이 표시되고 매수·매도 버튼이 비활성화됩니다. 대기 주문은 시장이 다시 열릴 때까지 기다리며, 옵션 주문은 마감 전에 만기되는 경우에만 접수됩니다.',
      ],
    },
    th: {
      title: 'เวลาซื้อขายทำงานอย่างไร',
      desc: 'แต่ละตลาดเปิดเมื่อใด และจะเกิดอะไรขึ้นเมื่อตลาดปิด',
      paragraphs: [
        'คู่สกุลเงิน ทองคำ และเงิน ซื้อขายได้ตั้งแต่วันอาทิตย์ 22:00 ถึงวันศุกร์ 22:00 (UTC) น้ำมัน (WTI และเบรนท์) ใช้สัปดาห์เดียวกันแต่หยุดพักทุกวันเวลา 21:00 ถึง 22:00 UTC ส่วนคริปโทเคอร์เรนซีซื้อขายได้ตลอด 24 ชั่วโมงทุกวัน',
        'เมื่อตลาดปิด ราคาจะแสดงว่า “ปิด” และปุ่มซื้อและขายจะใช้งานไม่ได้ คำสั่งรอดำเนินการจะรอจนตลาดเปิดอีกครั้ง และคำสั่งออปชันจะรับเฉพาะเมื่อหมดอายุก่อนตลาดปิด',
      ],
    },
    vn: {
      title: 'Giờ giao dịch hoạt động thế nào',
      desc: 'Khi nào mỗi thị trường mở cửa và điều gì xảy ra khi thị trường đóng.',
      paragraphs: [
        'Các cặp ngoại hối, vàng và bạc giao dịch từ 22:00 Chủ nhật đến 22:00 thứ Sáu (UTC). Dầu (WTI và Brent) theo cùng tuần giao dịch nhưng nghỉ mỗi ngày từ 21:00 đến 22:00 UTC. Tiền mã hóa giao dịch suốt ngày đêm, mọi ngày.',
        'Khi thị trường đóng cửa, giá hiển thị “đóng cửa” và nút mua, bán bị vô hiệu. Lệnh chờ sẽ đợi thị trường mở lại, và lệnh quyền chọn chỉ được nhận nếu đáo hạn trước giờ đóng cửa.',
      ],
    },
    fr: {
      title: 'Les horaires de trading',
      desc: 'Quand chaque marché est ouvert, et ce qui se passe quand il est fermé.',
      paragraphs: [
        'Les paires de devises, l’or et l’argent se négocient du dimanche 22 h au vendredi 22 h (UTC). Le pétrole (WTI et Brent) suit la même semaine avec une pause quotidienne de 21 h à 22 h UTC. Les cryptomonnaies se négocient jour et nuit, tous les jours.',
        'Quand un marché est fermé, son prix indique « fermé » et les boutons d’achat et de vente sont désactivés. Les ordres en attente attendent la réouverture, et un ordre d’option n’est accepté que s’il expire avant la fermeture.',
      ],
    },
    de: {
      title: 'So funktionieren die Handelszeiten',
      desc: 'Wann welcher Markt geöffnet ist und was geschieht, während er geschlossen ist.',
      paragraphs: [
        'Devisenpaare, Gold und Silber werden von Sonntag 22:00 bis Freitag 22:00 Uhr (UTC) gehandelt. Öl (WTI und Brent) folgt derselben Woche mit einer täglichen Pause von 21:00 bis 22:00 Uhr UTC. Kryptowährungen werden rund um die Uhr an jedem Tag gehandelt.',
        'Ist ein Markt geschlossen, zeigt sein Preis „geschlossen“ und die Kauf- und Verkaufsschaltflächen sind deaktiviert. Ausstehende Orders warten auf die Wiedereröffnung, und eine Optionsorder wird nur angenommen, wenn sie vor Handelsschluss ausläuft.',
      ],
    },
    ru: {
      title: 'Как устроено торговое время',
      desc: 'Когда открыт каждый рынок и что происходит, пока он закрыт.',
      paragraphs: [
        'Валютные пары, золото и серебро торгуются с воскресенья 22:00 до пятницы 22:00 (UTC). Нефть (WTI и Brent) следует той же неделе с ежедневным перерывом с 21:00 до 22:00 UTC. Криптовалюты торгуются круглосуточно, каждый день.',
        'Пока рынок закрыт, вместо цены показано «закрыто», а кнопки покупки и продажи недоступны. Отложенные ордера ждут открытия рынка, а опционный ордер принимается, только если он истекает до закрытия.',
      ],
    },
    spa: {
      title: 'Cómo funcionan los horarios de negociación',
      desc: 'Cuándo abre cada mercado y qué ocurre mientras está cerrado.',
      paragraphs: [
        'Los pares de divisas, el oro y la plata se negocian desde el domingo a las 22:00 hasta el viernes a las 22:00 (UTC). El petróleo (WTI y Brent) sigue la misma semana con una pausa diaria de 21:00 a 22:00 UTC. Las criptomonedas se negocian a todas horas, todos los días.',
        'Mientras un mercado está cerrado, su precio indica «cerrado» y los botones de compra y venta están desactivados. Las órdenes pendientes esperan a que el mercado vuelva a abrir, y una orden de opción solo se acepta si vence antes del cierre.',
      ],
    },
    pt: {
      title: 'Como funcionam os horários de negociação',
      desc: 'Quando cada mercado está aberto e o que acontece enquanto está fechado.',
      paragraphs: [
        'Pares de moedas, ouro e prata são negociados de domingo às 22:00 a sexta-feira às 22:00 (UTC). O petróleo (WTI e Brent) segue a mesma semana, com uma pausa diária das 21:00 às 22:00 UTC. As criptomoedas são negociadas 24 horas por dia, todos os dias.',
        'Enquanto um mercado está fechado, o seu preço mostra «fechado» e os botões de compra e venda ficam desativados. As ordens pendentes aguardam a reabertura do mercado, e uma ordem de opção só é aceite se expirar antes do fecho.',
      ],
    },
    ar: {
      title: 'كيف تعمل ساعات التداول',
      desc: 'متى يفتح كل سوق، وماذا يحدث أثناء إغلاقه.',
      paragraphs: [
        'تُتداول أزواج العملات والذهب والفضة من الأحد الساعة 22:00 حتى الجمعة الساعة 22:00 (بالتوقيت العالمي). ويتبع النفط (خام غرب تكساس وبرنت) الأسبوع نفسه مع توقف يومي من 21:00 إلى 22:00 بالتوقيت العالمي. أما العملات المشفرة فتُتداول على مدار الساعة كل يوم.',
        'عندما يكون السوق مغلقًا، يظهر السعر بعبارة «مغلق» وتُعطَّل أزرار الشراء والبيع. تنتظر الأوامر المعلقة إعادة فتح السوق، ولا يُقبل أمر الخيارات إلا إذا انتهت مدته قبل الإغلاق.',
      ],
    },
    it: {
      title: 'Come funzionano gli orari di negoziazione',
      desc: 'Quando è aperto ogni mercato e cosa succede quando è chiuso.',
      paragraphs: [
        'Coppie di valute, oro e argento si negoziano dalla domenica alle 22:00 al venerdì alle 22:00 (UTC). Il petrolio (WTI e Brent) segue la stessa settimana con una pausa giornaliera dalle 21:00 alle 22:00 UTC. Le criptovalute si negoziano 24 ore su 24, tutti i giorni.',
        'Quando un mercato è chiuso, il prezzo mostra «chiuso» e i pulsanti di acquisto e vendita sono disattivati. Gli ordini pendenti attendono la riapertura e un ordine su opzioni è accettato solo se scade prima della chiusura.',
      ],
    },
    tr: {
      title: 'İşlem saatleri nasıl işler',
      desc: 'Her piyasanın ne zaman açık olduğu ve kapalıyken ne olduğu.',
      paragraphs: [
        'Döviz pariteleri, altın ve gümüş pazar 22:00’den cuma 22:00’ye (UTC) kadar işlem görür. Petrol (WTI ve Brent) aynı haftayı izler, ancak her gün 21:00–22:00 UTC arasında ara verir. Kripto paralar her gün 24 saat işlem görür.',
        'Piyasa kapalıyken fiyatın yerinde “kapalı” yazar ve alış-satış düğmeleri devre dışı kalır. Bekleyen emirler piyasanın yeniden açılmasını bekler; opsiyon emri ise yalnızca kapanıştan önce sona eriyorsa kabul edilir.',
      ],
    },
    id: {
      title: 'Cara kerja jam perdagangan',
      desc: 'Kapan setiap pasar buka, dan apa yang terjadi saat pasar tutup.',
      paragraphs: [
        'Pasangan mata uang, emas, dan perak diperdagangkan dari Minggu pukul 22:00 hingga Jumat pukul 22:00 (UTC). Minyak (WTI dan Brent) mengikuti minggu yang sama dengan jeda harian pukul 21:00–22:00 UTC. Mata uang kripto diperdagangkan sepanjang waktu, setiap hari.',
        'Saat pasar tutup, harganya menampilkan “tutup” dan tombol beli serta jual dinonaktifkan. Order tertunda menunggu pasar buka kembali, dan order opsi hanya diterima jika berakhir sebelum pasar tutup.',
      ],
    },
    my: {
      title: 'Cara waktu dagangan berfungsi',
      desc: 'Bila setiap pasaran dibuka, dan apa yang berlaku semasa ia ditutup.',
      paragraphs: [
        'Pasangan mata wang, emas dan perak didagangkan dari Ahad jam 22:00 hingga Jumaat jam 22:00 (UTC). Minyak (WTI dan Brent) mengikut minggu yang sama dengan rehat harian dari 21:00 hingga 22:00 UTC. Mata wang kripto didagangkan sepanjang masa, setiap hari.',
        'Semasa pasaran ditutup, harganya menunjukkan “ditutup” dan butang beli dan jual dilumpuhkan. Pesanan belum selesai menunggu pasaran dibuka semula, dan pesanan opsyen hanya diterima jika ia tamat sebelum pasaran ditutup.',
      ],
    },
    hi: {
      title: 'ट्रेडिंग के समय कैसे काम करते हैं',
      desc: 'हर बाज़ार कब खुला रहता है, और बंद रहने पर क्या होता है।',
      paragraphs: [
        'फ़ॉरेक्स जोड़े, सोना और चाँदी रविवार 22:00 से शुक्रवार 22:00 (UTC) तक ट्रेड होते हैं। तेल (WTI और ब्रेंट) भी इसी सप्ताह का पालन करता है, पर रोज़ 21:00 से 22:00 UTC तक विराम रहता है। क्रिप्टोकरेंसी हर दिन चौबीसों घंटे ट्रेड होती हैं।',
        'बाज़ार बंद होने पर कीमत की जगह “बंद” दिखता है और खरीद व बिक्री के बटन निष्क्रिय हो जाते हैं। लंबित ऑर्डर बाज़ार के दोबारा खुलने की प्रतीक्षा करते हैं, और ऑप्शन ऑर्डर तभी स्वीकार होता है जब वह बंद होने से पहले समाप्त हो।',
      ],
    },
    cs: {
      title: 'Jak fungují obchodní hodiny',
      desc: 'Kdy je který trh otevřen a co se děje, když je zavřený.',
      paragraphs: [
        'Měnové páry, zlato a stříbro se obchodují od neděle 22:00 do pátku 22:00 (UTC). Ropa (WTI a Brent) sleduje stejný týden s denní přestávkou od 21:00 do 22:00 UTC. Kryptoměny se obchodují nepřetržitě, každý den.',
        'Když je trh zavřený, místo ceny se zobrazí „zavřeno“ a tlačítka nákupu a prodeje jsou vypnutá. Čekající příkazy počkají na opětovné otevření trhu a opční příkaz je přijat, jen pokud vyprší před uzavřením.',
      ],
    },
  },
};
