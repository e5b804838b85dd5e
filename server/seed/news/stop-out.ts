import type { SeedArticle } from './types';

// What a stop-out is: server/contract/valuation.ts (belowStopOut) and server/contract/engine.ts (stopOut). Equity
// at or below 50% of the margin in use (the default stop_out_level) closes positions at market, largest loss first,
// until the level is restored.

export const STOP_OUT: SeedArticle = {
  id: 2,
  translations: {
    en: {
      title: 'What is a stop-out?',
      desc: 'Why open positions can be closed automatically, and how to keep clear of it.',
      paragraphs: [
        'Contract positions hold margin. Your equity is the contract account’s balance plus the floating profit or loss of your open positions. If equity falls to 50% of the margin in use, a stop-out happens: your positions are closed at the market price one at a time, the largest loss first, until equity is back above that level.',
        'The risk rate on the orders screen is margin divided by equity, times 100; the stop-out comes when it reaches 200%. To stay clear, use a stop-loss, trade fewer lots or a lower multiple, or transfer more money to the contract account.',
      ],
    },
    hk: {
      title: '甚麼是強制平倉？',
      desc: '為何持倉可能被自動平倉，以及如何避免。',
      paragraphs: [
        '合約持倉會佔用保證金。您的淨值是合約帳戶餘額加上持倉的浮動盈虧。當淨值跌至已用保證金的 50% 時，便會觸發強制平倉：您的持倉會以市價逐一平倉，由虧損最大的開始，直至淨值回到該水平以上。',
        '訂單頁面上的風險率等於保證金除以淨值再乘以 100；當風險率達到 200% 時即強制平倉。要避免這情況，可設定止損、減少手數或降低倍數，或轉入更多資金到合約帳戶。',
      ],
    },
    jp: {
      title: 'ロスカットとは？',
      desc: '保有ポジションが自動決済される理由と、その避け方。',
      paragraphs: [
        '契約ポジションは証拠金を使用します。有効証拠金は契約口座の残高に保有ポジションの含み損益を加えたものです。有効証拠金が使用中の証拠金の50%まで下がるとロスカットとなり、保有ポジションは含み損の大きいものから1つずつ成行で決済され、有効証拠金がその水準を上回るまで続きます。',
        '注文画面のリスク率は証拠金÷有効証拠金×100で、200%に達するとロスカットになります。避けるには、ストップロスを設定する、ロット数や倍率を下げる、または契約口座へ資金を振り替えてください。',
      ],
    },
    kr: {
      title: '스톱아웃이란?',
      desc: '보유 포지션이 자동으로 청산되는 이유와 이를 피하는 방법.',
      paragraphs: [
        '계약 포지션은 증거금을 사용합니다. 자산(에쿼티)은 계약 계좌 잔액에 보유 포지션의 평가 손익을 더한 값입니다. 자산이 사용 중인 증거금의 50%까지 떨어지면 스톱아웃이 발생하여 손실이 가장 큰 포지션부터 하나씩 시장가로 청산되며, 자산이 그 수준 위로 회복될 때까지 계속됩니다.',
        '주문 화면의 위험률은 증거금 ÷ 자산 × 100이며, 200%에 도달하면 스톱아웃됩니다. 이를 피하려면 손절을 설정하거나, 랏 수나 배수를 낮추거나, 계약 계좌로 자금을 더 이체하세요.',
      ],
    },
    th: {
      title: 'สต็อปเอาต์คืออะไร',
      desc: 'ทำไมสถานะที่เปิดอยู่อาจถูกปิดอัตโนมัติ และจะหลีกเลี่ยงได้อย่างไร',
      paragraphs: [
        'สถานะสัญญาใช้มาร์จิ้น ส่วนของทุน (อิควิตี้) คือยอดเงินในบัญชีสัญญาบวกกำไรหรือขาดทุนลอยตัวของสถานะที่เปิดอยู่ หากอิควิตี้ลดลงเหลือ 50% ของมาร์จิ้นที่ใช้ จะเกิดสต็อปเอาต์: สถานะจะถูกปิดที่ราคาตลาดทีละรายการ โดยเริ่มจากรายการที่ขาดทุนมากที่สุด จนกว่าอิควิตี้จะกลับขึ้นเหนือระดับนั้น',
        'อัตราความเสี่ยงในหน้าคำสั่งคือมาร์จิ้นหารด้วยอิควิตี้คูณ 100 และจะเกิดสต็อปเอาต์เมื่อถึง 200% เพื่อหลีกเลี่ยง ให้ตั้งจุดตัดขาดทุน ลดจำนวนล็อตหรือตัวคูณ หรือโอนเงินเข้าบัญชีสัญญาเพิ่ม',
      ],
    },
    vn: {
      title: 'Stop-out là gì?',
      desc: 'Vì sao vị thế đang mở có thể bị đóng tự động và cách tránh điều đó.',
      paragraphs: [
        'Vị thế hợp đồng sử dụng ký quỹ. Vốn chủ sở hữu là số dư tài khoản hợp đồng cộng lãi lỗ thả nổi của các vị thế đang mở. Nếu vốn chủ sở hữu giảm xuống 50% số ký quỹ đang dùng, stop-out xảy ra: các vị thế bị đóng theo giá thị trường lần lượt từng vị thế, lỗ nhiều nhất trước, cho đến khi vốn chủ sở hữu trở lại trên mức đó.',
        'Tỷ lệ rủi ro trên màn hình lệnh bằng ký quỹ chia cho vốn chủ sở hữu, nhân 100; stop-out xảy ra khi tỷ lệ này đạt 200%. Để tránh, hãy đặt cắt lỗ, giao dịch ít lot hơn hoặc hệ số thấp hơn, hoặc chuyển thêm tiền vào tài khoản hợp đồng.',
      ],
    },
    fr: {
      title: 'Qu’est-ce qu’un stop-out ?',
      desc: 'Pourquoi des positions ouvertes peuvent être fermées automatiquement, et comment l’éviter.',
      paragraphs: [
        'Les positions sur contrats immobilisent de la marge. Vos fonds propres sont le solde du compte contrats plus le gain ou la perte latents de vos positions ouvertes. S’ils tombent à 50 % de la marge utilisée, un stop-out se produit : vos positions sont fermées au prix du marché une à une, la plus grosse perte d’abord, jusqu’à ce que les fonds propres repassent au-dessus de ce niveau.',
        'Le taux de risque de l’écran des ordres est la marge divisée par les fonds propres, fois 100 ; le stop-out survient à 200 %. Pour l’éviter, utilisez un stop-loss, tradez moins de lots ou un multiple plus bas, ou transférez plus d’argent vers le compte contrats.',
      ],
    },
    de: {
      title: 'Was ist ein Stop-out?',
      desc: 'Warum offene Positionen automatisch geschlossen werden können und wie Sie es vermeiden.',
      paragraphs: [
        'Kontraktpositionen binden Margin. Ihr Eigenkapital ist der Saldo des Kontraktkontos plus der schwebende Gewinn oder Verlust Ihrer offenen Positionen. Fällt das Eigenkapital auf 50 % der genutzten Margin, kommt es zum Stop-out: Ihre Positionen werden einzeln zum Marktpreis geschlossen, die mit dem größten Verlust zuerst, bis das Eigenkapital wieder über diesem Niveau liegt.',
        'Die Risikoquote auf der Orderseite ist Margin geteilt durch Eigenkapital mal 100; bei 200 % erfolgt der Stop-out. Setzen Sie einen Stop-Loss, handeln Sie weniger Lots oder einen kleineren Hebel, oder übertragen Sie mehr Geld auf das Kontraktkonto.',
      ],
    },
    ru: {
      title: 'Что такое стоп-аут?',
      desc: 'Почему открытые позиции могут закрыться автоматически и как этого избежать.',
      paragraphs: [
        'Контрактные позиции используют маржу. Ваш капитал — это баланс контрактного счёта плюс плавающая прибыль или убыток открытых позиций. Если капитал падает до 50% используемой маржи, происходит стоп-аут: позиции закрываются по рыночной цене по одной, начиная с самой убыточной, пока капитал не вернётся выше этого уровня.',
        'Уровень риска на экране ордеров — это маржа, делённая на капитал, умноженная на 100; стоп-аут наступает при 200%. Чтобы его избежать, ставьте стоп-лосс, торгуйте меньшим объёмом или с меньшим плечом либо переведите больше средств на контрактный счёт.',
      ],
    },
    spa: {
      title: '¿Qué es un stop-out?',
      desc: 'Por qué las posiciones abiertas pueden cerrarse automáticamente y cómo evitarlo.',
      paragraphs: [
        'Las posiciones de contratos retienen margen. Su patrimonio es el saldo de la cuenta de contratos más la ganancia o pérdida flotante de sus posiciones abiertas. Si el patrimonio cae al 50 % del margen en uso, se produce un stop-out: sus posiciones se cierran a precio de mercado una a una, empezando por la de mayor pérdida, hasta que el patrimonio vuelva a superar ese nivel.',
        'La tasa de riesgo de la pantalla de órdenes es el margen dividido por el patrimonio, por 100; el stop-out llega al alcanzar el 200 %. Para evitarlo, use un stop-loss, opere menos lotes o un multiplicador menor, o transfiera más dinero a la cuenta de contratos.',
      ],
    },
    pt: {
      title: 'O que é um stop-out?',
      desc: 'Porque é que posições abertas podem ser fechadas automaticamente e como o evitar.',
      paragraphs: [
        'As posições de contratos usam margem. O seu capital próprio é o saldo da conta de contratos mais o lucro ou prejuízo flutuante das posições abertas. Se o capital cair para 50% da margem em uso, ocorre um stop-out: as posições são fechadas ao preço de mercado uma a uma, a de maior prejuízo primeiro, até o capital voltar a ficar acima desse nível.',
        'A taxa de risco no ecrã de ordens é a margem dividida pelo capital, vezes 100; o stop-out ocorre quando chega a 200%. Para o evitar, use um stop-loss, negoceie menos lotes ou um multiplicador menor, ou transfira mais dinheiro para a conta de contratos.',
      ],
    },
    ar: {
      title: 'ما هو الإغلاق الإجباري (Stop-out)؟',
      desc: 'لماذا قد تُغلق المراكز المفتوحة تلقائيًا، وكيف تتجنب ذلك.',
      paragraphs: [
        'تحجز مراكز العقود هامشًا. حقوق الملكية هي رصيد حساب العقود مضافًا إليه الربح أو الخسارة العائمة لمراكزك المفتوحة. إذا انخفضت حقوق الملكية إلى 50% من الهامش المستخدم، يحدث الإغلاق الإجباري: تُغلق مراكزك بسعر السوق واحدًا تلو الآخر، بدءًا بالأكبر خسارة، حتى تعود حقوق الملكية فوق ذلك المستوى.',
        'معدل المخاطرة في شاشة الأوامر هو الهامش مقسومًا على حقوق الملكية مضروبًا في 100، ويحدث الإغلاق الإجباري عند بلوغه 200%. لتجنبه، استخدم وقف الخسارة، أو تداول بعدد لوتات أقل أو بمضاعف أقل، أو حوّل مزيدًا من المال إلى حساب العقود.',
      ],
    },
    it: {
      title: 'Che cos’è lo stop-out?',
      desc: 'Perché le posizioni aperte possono essere chiuse automaticamente e come evitarlo.',
      paragraphs: [
        'Le posizioni sui contratti impegnano margine. Il patrimonio netto è il saldo del conto contratti più il profitto o la perdita fluttuante delle posizioni aperte. Se scende al 50% del margine in uso, scatta lo stop-out: le posizioni vengono chiuse al prezzo di mercato una alla volta, partendo dalla perdita maggiore, finché il patrimonio netto non torna sopra quel livello.',
        'Il tasso di rischio nella schermata degli ordini è il margine diviso il patrimonio netto, per 100; lo stop-out arriva al 200%. Per evitarlo, usa uno stop-loss, negozia meno lotti o un moltiplicatore più basso, oppure trasferisci più denaro sul conto contratti.',
      ],
    },
    tr: {
      title: 'Stop-out nedir?',
      desc: 'Açık pozisyonların neden otomatik kapanabileceği ve bundan nasıl kaçınılacağı.',
      paragraphs: [
        'Kontrat pozisyonları teminat kullanır. Özkaynağınız, kontrat hesabının bakiyesi ile açık pozisyonlarınızın değişken kâr veya zararının toplamıdır. Özkaynak kullanılan teminatın %50’sine düşerse stop-out olur: pozisyonlarınız en büyük zarardakinden başlayarak tek tek piyasa fiyatından kapatılır; bu, özkaynak o seviyenin üstüne dönene kadar sürer.',
        'Emirler ekranındaki risk oranı, teminatın özkaynağa bölünüp 100 ile çarpılmasıdır; %200’e ulaştığında stop-out gerçekleşir. Kaçınmak için zarar durdur kullanın, daha az lot veya daha düşük çarpanla işlem yapın ya da kontrat hesabına daha fazla para aktarın.',
      ],
    },
    id: {
      title: 'Apa itu stop-out?',
      desc: 'Mengapa posisi terbuka bisa ditutup otomatis, dan cara menghindarinya.',
      paragraphs: [
        'Posisi kontrak memakai margin. Ekuitas Anda adalah saldo akun kontrak ditambah laba atau rugi mengambang dari posisi terbuka. Jika ekuitas turun hingga 50% dari margin yang dipakai, terjadi stop-out: posisi ditutup pada harga pasar satu per satu, mulai dari yang rugi terbesar, hingga ekuitas kembali di atas level itu.',
        'Rasio risiko di layar order adalah margin dibagi ekuitas, dikali 100; stop-out terjadi saat mencapai 200%. Untuk menghindarinya, pasang stop-loss, perdagangkan lebih sedikit lot atau pengali lebih rendah, atau transfer lebih banyak dana ke akun kontrak.',
      ],
    },
    my: {
      title: 'Apakah itu stop-out?',
      desc: 'Mengapa posisi terbuka boleh ditutup secara automatik, dan cara mengelakkannya.',
      paragraphs: [
        'Posisi kontrak menggunakan margin. Ekuiti anda ialah baki akaun kontrak ditambah untung atau rugi terapung posisi terbuka. Jika ekuiti jatuh kepada 50% daripada margin yang digunakan, stop-out berlaku: posisi ditutup pada harga pasaran satu demi satu, bermula dengan kerugian terbesar, sehingga ekuiti kembali melebihi paras itu.',
        'Kadar risiko pada skrin pesanan ialah margin dibahagi ekuiti, didarab 100; stop-out berlaku apabila ia mencecah 200%. Untuk mengelakkannya, gunakan henti rugi, dagang lebih sedikit lot atau gandaan lebih rendah, atau pindahkan lebih banyak wang ke akaun kontrak.',
      ],
    },
    hi: {
      title: 'स्टॉप-आउट क्या है?',
      desc: 'खुली पोज़िशन अपने-आप क्यों बंद हो सकती हैं, और इससे कैसे बचें।',
      paragraphs: [
        'कॉन्ट्रैक्ट पोज़िशन मार्जिन रोकती हैं। आपकी इक्विटी कॉन्ट्रैक्ट खाते का बैलेंस और खुली पोज़िशनों का अस्थायी लाभ या हानि मिलाकर बनती है। अगर इक्विटी उपयोग में लिए गए मार्जिन के 50% तक गिर जाए, तो स्टॉप-आउट होता है: पोज़िशन बाज़ार भाव पर एक-एक करके बंद होती हैं, सबसे बड़े घाटे वाली पहले, जब तक इक्विटी उस स्तर से ऊपर न आ जाए।',
        'ऑर्डर स्क्रीन पर जोखिम दर मार्जिन को इक्विटी से भाग देकर 100 से गुणा करने पर मिलती है; 200% पर स्टॉप-आउट होता है। इससे बचने के लिए स्टॉप-लॉस लगाएँ, कम लॉट या कम गुणक से ट्रेड करें, या कॉन्ट्रैक्ट खाते में और पैसा ट्रांसफ़र करें।',
      ],
    },
    cs: {
      title: 'Co je stop-out?',
      desc: 'Proč mohou být otevřené pozice uzavřeny automaticky a jak se tomu vyhnout.',
      paragraphs: [
        'Kontraktové pozice drží marži. Vlastní kapitál je zůstatek kontraktového účtu plus nerealizovaný zisk nebo ztráta otevřených pozic. Klesne-li vlastní kapitál na 50 % použité marže, nastane stop-out: pozice se uzavírají za tržní cenu jedna po druhé, od největší ztráty, dokud se vlastní kapitál nevrátí nad tuto úroveň.',
        'Míra rizika na obrazovce příkazů je marže dělená vlastním kapitálem krát 100; stop-out nastane při 200 %. Abyste se mu vyhnuli, použijte stop-loss, obchodujte méně lotů nebo s nižším násobkem, nebo převeďte více peněz na kontraktový účet.',
      ],
    },
  },
};
