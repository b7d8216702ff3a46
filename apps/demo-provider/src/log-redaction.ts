import { launchSecretQueryParameters, redactedRequestSerializer } from '@chaba/contracts/log-redaction';

/**
 * The aggregator's launch URL carries the one-time launch token (`?token=`) and its pages the
 * session id (`?session=`, when the browser drops the cookie): neither may reach a log line. Wallet
 * calls logged by the settlement outbox carry the player token. These names are the launch and
 * game-wallet protocol's, so the redaction is the contract's (packages/contracts), as the Chaba
 * server's is; this app still shares no server code, as an external aggregator would not.
 */
const secretQueryParameters: ReadonlySet<string> = new Set(launchSecretQueryParameters);

export const redactingLoggerOptions = {
  serializers: { req: redactedRequestSerializer(secretQueryParameters) },
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers["x-signature"]',
      'settlement.request.player_token',
      '*.player_token',
      '*.launch_token',
    ],
    censor: '[redacted]',
  },
};
