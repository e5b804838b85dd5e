/**
 * In the page: sets a contract order's stop-loss and take-profit 0.02 % below and above BTC/USDT's last price, so the
 * feed's next moves reach one and the engine closes the order; asks again if the price moved past one of them
 * meanwhile (the server refuses a stop on the wrong side). Set through the API, as from another device. Answers the
 * last envelope code.
 */
export async function tightStops(orderId: number): Promise<number> {
  const session = JSON.parse(localStorage.getItem('meridian.session') ?? 'null') as { token: string };
  let code = 0;
  for (let attempt = 0; attempt < 5 && code !== 1; attempt += 1) {
    const list = (await (await fetch('/v2/api/forex/trade_list')).json()) as { data: { Id: number; ForexQuotations: { Close: string } }[] };
    const close = Number(list.data.find((item) => item.Id === 13)?.ForexQuotations.Close);
    const query = new URLSearchParams({
      id: String(orderId),
      stop_loss_price: (close * 0.9998).toFixed(2),
      target_profit_price: (close * 1.0002).toFixed(2),
    });
    const response = await fetch(`/v2/api/forex/set_stop_price?${query.toString()}`, { headers: { authorization: session.token } });
    code = ((await response.json()) as { code: number }).code;
  }
  return code;
}
