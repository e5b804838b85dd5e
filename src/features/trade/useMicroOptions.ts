import { useCallback, useEffect, useState } from 'react';
import { getMicroOptions, type MicroOptions } from '@common/api/micro';
import { api } from '@/lib/http/api';

export interface MicroOptionsState {
  /** The expiries, preset amounts and loss rule on offer; null while they load or after a failure. */
  options: MicroOptions | null;
  failed: boolean;
  retry: () => void;
}

/** The micro options (public, so guests see the form too), loaded each time the form is shown. */
export function useMicroOptions(): MicroOptionsState {
  const [options, setOptions] = useState<MicroOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    // Silent: the form says it could not load them, with a retry.
    api(getMicroOptions, {}, { silent: true })
      .then((value) => {
        if (!current) return;
        setOptions(value);
        setFailed(false);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [asked]);

  const retry = useCallback(() => {
    setFailed(false);
    setAsked((count) => count + 1);
  }, []);
  return { options, failed, retry };
}
