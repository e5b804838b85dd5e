import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { AnyEndpoint, EndpointInput } from '@common/api/endpoint';
import { isLoggedInAtom, oneTapTradingAtom } from '@/lib/store';
import { toast } from '@/ui';
import { useKeyedMutation } from '@/lib/query';

/** What one press sends: the call's parameters, or why it sends nothing (a message for the user). */
export type PreparedOrder<E extends AnyEndpoint> = { params: EndpointInput<E> } | { problem: string };

export interface OrderSubmit<E extends AnyEndpoint, K extends number> {
  /** The button whose submit is on its way, so only it spins and no button can be pressed twice. */
  busy: K | null;
  /** A press of button `key`; `prepare` is asked only once the user is known to be signed in. */
  submit: (key: K, prepare: () => PreparedOrder<E>) => void;
  /** The button whose order waits for the user's confirmation (one-tap trading off); null when none does. */
  confirming: K | null;
  /** Sends the order that waits for confirmation. */
  confirm: () => void;
  /** Drops it: nothing is sent. */
  cancel: () => void;
}

/**
 * A press of an order form's buttons (buy or sell, up or down): a guest goes to /login and comes back here; an
 * order that cannot be sent says why and sends nothing; otherwise one call, keyed so a retry after a lost answer
 * never places a second order. Unless one-tap trading is on, the user confirms the order before it goes (the
 * form shows the question, see OrderButtons). The server's message (e.g. "Order placed", in the user's language) confirms it.
 */
export function useOrderSubmit<E extends AnyEndpoint, K extends number>(call: E, onPlaced: () => void): OrderSubmit<E, K> {
  const navigate = useNavigate();
  const router = useRouter();
  const loggedIn = useAtomValue(isLoggedInAtom);
  // The order's call, keyed so a retry after a lost answer places it once; `pressed` is which button sent it.
  const order = useKeyedMutation(call, () => onPlaced());
  const [pressed, setPressed] = useState<K | null>(null);
  const busy = order.isPending ? pressed : null;
  const oneTap = useAtomValue(oneTapTradingAtom);
  const [waiting, setWaiting] = useState<{ button: K; params: EndpointInput<E> } | null>(null);

  const send = (button: K, params: EndpointInput<E>) => {
    setPressed(button);
    // A refusal was toasted by the client and placed nothing: mutate reports it to the mutation, not here.
    order.mutate(params);
  };

  const submit = (button: K, prepare: () => PreparedOrder<E>) => {
    if (busy !== null || waiting !== null) return;
    if (!loggedIn) {
      // Back to this screen, on this instrument, once logged in (spec section 5).
      void navigate({ to: '/login', search: { from: router.state.location.href } });
      return;
    }
    const prepared = prepare();
    if ('problem' in prepared) {
      toast.show(prepared.problem, 'error');
      return;
    }
    // Checked first, so the confirmation only ever asks about an order that can be sent.
    if (oneTap) send(button, prepared.params);
    else setWaiting({ button, params: prepared.params });
  };

  const confirm = () => {
    if (!waiting) return;
    setWaiting(null);
    send(waiting.button, waiting.params);
  };

  return { busy, submit, confirming: waiting?.button ?? null, confirm, cancel: () => setWaiting(null) };
}
