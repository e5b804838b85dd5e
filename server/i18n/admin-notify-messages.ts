// The console's notification figures' refusals (issue 34). Read by server/admin/notify-figures.ts; a period that
// ends before it starts is refused with the queues' own sentence (./queue-messages.ts), which says the same.

export const adminNotifyMessages = {
  notifyFiguresPeriodTooLong: /*i18n*/ {
    id: 'server.notify.figures_period_too_long',
    message: 'The period can be at most {days} days long',
  },
};
