export { isCloseReason, isOpenReason, useReasonWords } from './useReasonWords';
