import { useCallback, useEffect, useState } from 'react';
import { getDrawMethod, type DrawMethod, type DrawType } from '@common/api/withdraw';
import { api } from '@/lib/http/api';

export interface PayoutMethods {
  /** Null while loading; empty when none is bound (or loading failed). */
  methods: DrawMethod[] | null;
  reload: () => Promise<void>;
}

/** The user's payout methods of one type (coin addresses or bank accounts), of one currency when `currencyId` is set. */
export function usePayoutMethods(type: DrawType, currencyId?: number): PayoutMethods {
  const asked = `${String(type)} ${String(currencyId ?? '')}`;
  const [loaded, setLoaded] = useState<{ asked: string; methods: DrawMethod[] } | null>(null);
  const reload = useCallback(
    () =>
      api(getDrawMethod, currencyId ? { draw_type: type, draw_id: currencyId } : { draw_type: type })
        .then((methods) => setLoaded({ asked, methods }))
        .catch(() => setLoaded({ asked, methods: [] })),
    [type, currencyId, asked],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  // The methods of another type or currency (just switched) are not shown as these.
  return { methods: loaded?.asked === asked ? loaded.methods : null, reload };
}
