import { devStaffTokenResponse } from '@chaba/contracts/dev';
import type { Config } from './config';
import { localServerUrl } from './server-address-file';

/**
 * `npm run staff -- token NAME`: prints a token of that staff member for the staff API, asked of the
 * running development server (`POST /api/dev/staff-token`, found through DATA_DIR/server.json), so that
 * the README's staff `curl` works without an authenticator app. Production has no such route, and the
 * command refuses before asking. Answers the exit code.
 */
export async function runStaffTokenCommand(
  args: string[],
  io: { config: Config; out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  if (io.config.CHABA_ENV !== 'development') {
    io.err(
      'npm run staff -- token works in development only: in production, log in with the password and the\n' +
        "authenticator app's code (POST /api/backoffice/login with otp).\n",
    );
    return 2;
  }
  const [username, ...rest] = args;
  if (!username || rest.length > 0) {
    io.err('usage: npm run staff -- token NAME   (development: prints a staff token, e.g. of admin)\n');
    return 2;
  }
  const url = `${localServerUrl(io.config)}/api/dev/staff-token`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    io.err(`no development server answered at ${url} (is npm start running?): ${String(error)}\n`);
    return 1;
  }
  const body: unknown = await response.json().catch(() => undefined);
  const answer = devStaffTokenResponse.safeParse(body);
  if (!answer.success) {
    io.err(`the server refused (${response.status}): ${JSON.stringify(body)}\n`);
    return 1;
  }
  io.out(`${answer.data.access_token}\n`);
  return 0;
}
