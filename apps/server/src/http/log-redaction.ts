import { launchSecretQueryParameters, redactedRequestSerializer } from '@chaba/contracts/log-redaction';

/**
 * Query parameters that carry a credential: those of the launch and game-wallet protocol (shared with
 * the aggregator, packages/contracts/src/log-redaction.ts), the stream ticket, any access token or
 * one-time code. Their values never reach a log line.
 */
const secretQueryParameters: ReadonlySet<string> = new Set([
  ...launchSecretQueryParameters,
  'ticket',
  'access_token',
  'otp',
  'code',
  'password',
  'signature',
]);

/**
 * The server's logger options: the request line is logged with its credentials redacted, and
 * credential headers or body fields put into a log line by hand are censored. Fastify's own request
 * log writes `req.url`, which is how a ticket would leak.
 */
export const redactingLoggerOptions = {
  serializers: { req: redactedRequestSerializer(secretQueryParameters) },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-signature"]',
      'headers.authorization',
      'headers.cookie',
      'headers["x-signature"]',
      'res.headers["set-cookie"]',
      '*.player_token',
      '*.launch_token',
      '*.access_token',
      '*.request.player_token',
      'player_token',
      'launch_token',
      'access_token',
      'ticket',
      'token',
    ],
    censor: '[redacted]',
  },
};
