/**
 * Sends text messages. Production plugs in an SMS gateway; the console sender below keeps the
 * messages in the database and the log, so that a developer (and the e2e tests) can read them.
 */
export interface SmsSender {
  readonly name: string;
  send(message: { phone: string; body: string }): Promise<void>;
}
