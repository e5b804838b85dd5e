import { describe, expect, it } from 'vitest';
import { OPERATOR_HEARTBEAT_MS, type OperatorChatPush } from '@common/operator-socket';
import { OperatorLink, type LinkState, type SocketLike } from '../../../../../src/admin/chat/operator-link';

// The console's link to /admin/ws, on fake sockets and timers: it logs in with the operator's token once open, is
// live when the server says so, hands pushes on, pings on its heartbeat, reconnects after a drop, and stops for good
// when the server refuses the session.

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const states: LinkState[] = [];
  const pushes: OperatorChatPush[] = [];
  const link = new OperatorLink({
    url: 'ws://console.test/admin/ws',
    token: 'operator-token',
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onPush: (_topic, data) => pushes.push(data),
    onState: (state) => states.push(state),
    random: () => 0.5,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const pending = () => timers.filter((timer) => !timer.cleared);
  const fire = (ms: number) => {
    const timer = pending().find((candidate) => candidate.ms === ms);
    if (!timer) throw new Error(`no timer of ${ms} ms`);
    timer.cleared = true;
    timer.run();
  };
  return { link, sockets, states, pushes, pending, fire };
}

const push: OperatorChatPush = {
  conversation: { id: 4, user_id: null, uid: '', email: '', guest: true, status: 0, unread: 1, last_message: 'Hi', last_message_at: 1 },
  message: { id: 10, conversation_id: 4, sender: 0, body: 'Hi', image: '', created_at: 1 },
};

describe('the console’s operator link', () => {
  it('logs in with the operator’s token once the socket opens, goes live on code 1 and hands pushes on', () => {
    const { link, sockets, states, pushes } = harness();
    link.start();
    const socket = sockets[0]!;
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([{ type: 'login', token: 'operator-token' }]);
    expect(states.at(-1)).toBe('connecting');
    socket.receive({ type: 'login', code: 1 });
    expect(states.at(-1)).toBe('live');
    socket.receive({ type: 'push', topic: 'SUPPORT_CHAT', data: push });
    socket.receive('not a frame');
    expect(pushes).toEqual([push]);
  });

  it('pings on its heartbeat while live', () => {
    const { link, sockets, fire } = harness();
    link.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'login', code: 1 });
    fire(OPERATOR_HEARTBEAT_MS);
    fire(OPERATOR_HEARTBEAT_MS);
    expect(sockets[0]!.sent.filter((frame) => (frame as { type: string }).type === 'ping')).toHaveLength(2);
  });

  it('reconnects after a drop, backing off, and logs in again', () => {
    const { link, sockets, states, pending, fire } = harness();
    link.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'login', code: 1 });
    sockets[0]!.drop();
    expect(states.at(-1)).toBe('connecting');
    // The heartbeat went with the socket; the retry waits the backoff's first step.
    const retry = pending();
    expect(retry).toHaveLength(1);
    expect(retry[0]!.ms).toBe(500);
    fire(500);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'login', token: 'operator-token' }]);
  });

  it('stops for good when the session is refused, and when stopped', () => {
    const refused = harness();
    refused.link.start();
    refused.sockets[0]!.open();
    refused.sockets[0]!.receive({ type: 'login', code: 999 });
    expect(refused.states.at(-1)).toBe('refused');
    expect(refused.sockets[0]!.closed).toBe(true);
    refused.sockets[0]!.drop();
    expect(refused.pending()).toEqual([]);
    expect(refused.sockets).toHaveLength(1);

    const stopped = harness();
    stopped.link.start();
    stopped.sockets[0]!.open();
    stopped.sockets[0]!.receive({ type: 'login', code: 1 });
    stopped.link.stop();
    expect(stopped.states.at(-1)).toBe('closed');
    expect(stopped.sockets[0]!.closed).toBe(true);
    expect(stopped.pending()).toEqual([]);
  });
});
