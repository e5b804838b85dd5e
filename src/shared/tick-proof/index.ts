// Verifiable prices (issue 37) in the PWA: a trade's price proof, checked on this device, for the order details; the
// published key's query and the checkpoint time's wording, for the fair-prices page.
export { checkBundle, type SettlementCheck } from './check-bundle';
export { clockText } from './clock-text';
export { tickProofQuery, tickPublicKeyQuery } from './queries';
export { saveJsonFile } from './save-json';
export { TickProofSection } from './TickProofSection';
export { proofFileName, type TradeRef } from './trade-ref';
export { useTickProofs, type TickProofsState } from './useTickProofs';
