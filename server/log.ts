// What the engines and the cluster write to: the server's logger (pino through Fastify), never the console. Always
// an object of fields (the order id among them) and a message, so the lines can be searched by field.

export type LogLine = (fields: object, message: string) => void;

export interface Log {
  info: LogLine;
  warn: LogLine;
  error: LogLine;
}
