import type { MessageDescriptor } from '@lingui/core';

// What copy trading's simulated traders say about themselves (server/copy-trading/simulated/profiles.ts), in the
// reader's language, spread into ./messages.ts. A simulated trader's name is a name in every language; the mark
// after it is translated. {instrument} is an instrument's code ("BTC/USDT"); the hours and the number of standard
// deviations are the rule's own figures (server/copy-trading/simulated/rules.ts).

export const copyTradingMessages = {
  simulatedTraderName: /*i18n*/ { id: 'server.follow.simulated_name', message: '{name} (simulated)' },
  simulatedBioTrend: /*i18n*/ {
    id: 'server.follow.simulated_bio.trend',
    message:
      'Simulated trader, not a person: follows the trend on {instrument}, buying when the {fast}-hour average rises above the {slow}-hour one and selling when it falls below.',
  },
  simulatedBioReversion: /*i18n*/ {
    id: 'server.follow.simulated_bio.reversion',
    message:
      'Simulated trader, not a person: trades mean reversion on {instrument}, fading moves of more than {stretch} standard deviations from the {hours}-hour mean.',
  },
  simulatedBioBreakout: /*i18n*/ {
    id: 'server.follow.simulated_bio.breakout',
    message:
      'Simulated trader, not a person: trades {hours}-hour breakouts on {instrument}, buying new highs and selling new lows, out after {exit} hours.',
  },
} satisfies Record<string, MessageDescriptor>;
