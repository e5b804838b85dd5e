import type { PublicTopic, StepPayloads, SteppedTopic, TopicPayloads } from '../../common/socket';

// Where the market sends its frames. The socket hub is the one that does it (server/socket/hub.ts); the market
// knows only this, so it sits below the socket layer instead of importing it.

export interface MarketPublisher {
  publish<T extends PublicTopic>(topic: T, data: TopicPayloads[T]): void;
  publishStep(topic: SteppedTopic, step: StepPayloads[SteppedTopic]): void;
  /** Runs `publishes` with the sockets' writes held together, so one step leaves in as few writes as it can. */
  batch(publishes: () => void): void;
}
