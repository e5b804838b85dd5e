// Which trade a proof or a replay is of: a contract order or an option, never both (the server refuses both or neither).
export type TradeRef = { order_id: number; micro_id?: never } | { micro_id: number; order_id?: never };

/** The file a trade's proof bundle is saved as: proof-order-<id>.json or proof-option-<id>.json. */
export function proofFileName(trade: TradeRef): string {
  return trade.order_id !== undefined ? `proof-order-${String(trade.order_id)}.json` : `proof-option-${String(trade.micro_id)}.json`;
}
