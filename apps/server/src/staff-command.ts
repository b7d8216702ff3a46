import { staffUsername } from '@chaba/contracts/staff-management';
import { staffRoles, type StaffRole } from '@chaba/contracts/staff-permissions';
import { createStaff } from '@chaba/core/backoffice/create-staff';
import { DomainError } from '@chaba/core/errors';
import type { Database } from '@chaba/db/client';
import { parseArgs } from 'node:util';

export const staffCommandUsage = `usage: npm run staff -- create --username NAME [--role ${staffRoles.join('|')}]
       npm run staff -- token NAME   (development: prints a staff token)`;

/**
 * The staff command (scripts/staff.ts opens the database and calls this): `create --username NAME
 * --role owner` makes a staff account and prints its one-time password. Answers the exit code.
 */
export async function runStaffCommand(
  args: string[],
  io: { db: Database; now: Date; out: (text: string) => void; err: (text: string) => void },
): Promise<number> {
  const fail = (message: string) => {
    io.err(`${message}\n${staffCommandUsage}\n`);
    return 2;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { username: { type: 'string' }, role: { type: 'string', default: 'owner' } },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const [command] = parsed.positionals;
  if (command !== 'create') return fail(`unknown command: ${command ?? '(none)'}`);
  const username = parsed.values.username?.trim() ?? '';
  // Plain characters only: it is typed at every login and shown in the audit log.
  if (!staffUsername.safeParse(username).success) {
    return fail('--username: 3 to 64 letters, digits, ".", "_" or "-"');
  }
  const role = parsed.values.role as StaffRole;
  if (!(staffRoles as readonly string[]).includes(role))
    return fail(`--role: one of ${staffRoles.join(', ')}`);
  try {
    const created = await createStaff(io.db, { username, role, now: io.now });
    io.out(
      [
        `Staff account "${created.username}" (${role}) created.`,
        `One-time password: ${created.oneTimePassword}`,
        'It is shown only now. Log in with it (POST /api/backoffice/login or the console at /backoffice),',
        'change it (POST /api/backoffice/password), then set up the authenticator app',
        '(POST /api/backoffice/second-factor/setup and /confirm): until then every other staff call is refused.',
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'staff_username_taken') {
      io.err(`A staff account "${username.toLowerCase()}" already exists.\n`);
      return 1;
    }
    throw error;
  }
}
