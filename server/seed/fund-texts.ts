import type { Translations } from '../../common/localized-text';

// The seeded funds' titles and terms in other languages than English (./funds.ts holds the English), by fund id:
// the same terms, in the words the app uses for them in each language (locales/GLOSSARY.md and the catalogs: hk
// 鎖倉 / 資金帳戶 / 提前贖回, jp ロック / 資金口座 / 中途解約, de gesperrt / Finanzierungskonto / vorzeitige Rückgabe).

export const FUND_TEXTS: Readonly<Record<1 | 2 | 3, Translations>> = {
  1: {
    hk: {
      title: '穩健 7 天',
      desc: '鎖倉 7 天。按此條款，每日收益為金額的 0.35%，每日派發至您的資金帳戶，第 7 次派發後退還本金。提前贖回須支付金額的 5% 作為違約金，已派發的收益照樣保留。條款日後或會就新認購作出修改，但不影響您已作出的認購。',
    },
    jp: {
      title: '安定 7日間',
      desc: '金額を7日間ロックします。この条件では毎日、金額の0.35%の収益が発生して資金口座に毎日支払われ、7回目の支払いの後に元本が返還されます。中途解約には金額の5%の違約金がかかります。支払い済みの収益はそのまま受け取れます。条件は新規の申込について変わることがありますが、お客様の申込には影響しません。',
    },
    de: {
      title: 'Stabil 7 Tage',
      desc: 'Der Betrag wird für 7 Tage gesperrt. Nach diesen Bedingungen fallen täglich 0,35 % des Betrags an, die täglich auf Ihr Finanzierungskonto ausgezahlt werden; nach der 7. Auszahlung erhalten Sie den Betrag zurück. Eine vorzeitige Rückgabe kostet 5 % des Betrags; bereits ausgezahlte Erträge behalten Sie. Die Bedingungen können sich für neue Zeichnungen ändern, nicht für Ihre.',
    },
  },
  2: {
    hk: {
      title: '均衡 30 天',
      desc: '鎖倉 30 天，按此條款每日收益為金額的 0.5%，每日派發；第 30 次派發後退還本金。提前贖回須支付金額的 8% 作為違約金。這是鎖倉產品，並非存款：請預計在期內不需動用這筆資金。',
    },
    jp: {
      title: 'バランス 30日間',
      desc: '金額を30日間ロックします。この条件では毎日その0.5%の収益が発生して毎日支払われ、30回目の支払いの後に元本が返還されます。中途解約には金額の8%の違約金がかかります。これは預金ではなくロック型の商品です。期間中にこの資金が必要にならないようご計画ください。',
    },
    de: {
      title: 'Ausgewogen 30 Tage',
      desc: 'Der Betrag wird für 30 Tage gesperrt; nach diesen Bedingungen fallen täglich 0,5 % davon an, täglich ausgezahlt, und nach der 30. Auszahlung erhalten Sie den Betrag zurück. Eine vorzeitige Rückgabe kostet 8 % des Betrags. Dies ist ein gesperrtes Produkt, keine Einlage: Planen Sie so, dass Sie das Geld während der Laufzeit nicht brauchen.',
    },
  },
  3: {
    hk: {
      title: '長線 90 天',
      desc: '鎖倉 90 天，按此條款每日收益為金額的 0.6%，每日派發；第 90 次派發後退還本金。提前贖回須先經我們的團隊審核才會支付，並須支付金額的 12% 作為違約金。',
    },
    jp: {
      title: 'ロング 90日間',
      desc: '金額を90日間ロックします。この条件では毎日その0.6%の収益が発生して毎日支払われ、90回目の支払いの後に元本が返還されます。中途解約は当社チームの確認を経てから支払われ、金額の12%の違約金がかかります。',
    },
    de: {
      title: 'Langfristig 90 Tage',
      desc: 'Der Betrag wird für 90 Tage gesperrt; nach diesen Bedingungen fallen täglich 0,6 % davon an, täglich ausgezahlt, und nach der 90. Auszahlung erhalten Sie den Betrag zurück. Eine vorzeitige Rückgabe prüft unser Team vor der Auszahlung; sie kostet 12 % des Betrags.',
    },
  },
};
