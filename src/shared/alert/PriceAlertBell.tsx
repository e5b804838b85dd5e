import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TradeItem } from '@common/api/market';
import { useSessionToken } from '@/lib/query';
import { newestQuote, quoteOf } from '@/shared/market';
import { BellIcon, IconButton } from '@/ui';
import { AlertSheet } from './AlertSheet';

/**
 * The bell beside the trade screen's price (issue 34): opens the sheet that sets a price alert on the instrument,
 * its level starting at the price shown now. A guest has no alerts: no bell.
 */
export function PriceAlertBell({ item, className }: { item: TradeItem; className?: string }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const [open, setOpen] = useState(false);
  // Read when the sheet opens, not on every tick: the form starts from it, and the user edits it from there.
  const [price, setPrice] = useState('');
  if (token === null) return null;
  const name = item.ShowCode;
  return (
    <>
      <IconButton
        label={t`Set a price alert on ${name}`}
        aria-haspopup="dialog"
        className={className}
        data-testid="price-alert-bell"
        onClick={() => {
          setPrice(quoteOf(item, newestQuote(item.Code)).close);
          setOpen(true);
        }}
      >
        <BellIcon size={20} aria-hidden="true" />
      </IconButton>
      {open ? (
        <AlertSheet open onClose={() => setOpen(false)} instrument={{ id: item.Id, name, precision: item.PricePrecision }} price={price} />
      ) : null}
    </>
  );
}
