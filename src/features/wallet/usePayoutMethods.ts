import { useCallback, useEffect, useState } from 'react';
import { getDrawMethod, type DrawMethod, type DrawType } from '@common/api/withdraw';
import { api } from '@/lib/http/api';

export interface PayoutMethods {
  /** Null while loading; empty when none is bound (or loading failed). */
  methods: DrawMethod[] | null;
  reload: () => Promise<void>;
}

/** The user's payout methods of one type: coin addresses (1) or bank accounts (2). */
export function usePayoutMethods(type: DrawType): PayoutMethods {
  const [loaded, setLoaded] = useState<{ asked: DrawType; methods: DrawMethod[] } | null>(null);
  const reload = useCallback(
    () =>
      api(getDrawMethod, { draw_type: type })
        .then((methods) => setLoaded({ asked: type, methods }))
        .catch(() => setLoaded({ asked: type, methods: [] })),
    [type],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  // The methods of another type (just switched) are not shown as these.
  return { methods: loaded?.asked === type ? loaded.methods : null, reload };
}
