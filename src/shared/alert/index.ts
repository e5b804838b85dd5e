// Price alerts (issue 34): the sheet that sets or changes one, the trade screen's bell that opens it, and the calls.
export { AlertSheet, type AlertInstrument, type AlertSheetProps } from './AlertSheet';
export { PriceAlertBell } from './PriceAlertBell';
export { alertsKey, alertsQuery, createAlertMutation, deleteAlertMutation, updateAlertMutation } from './queries';
