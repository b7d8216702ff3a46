import { loginRequest, updatePasswordRequest } from '@chaba/contracts/auth';
import { changePassword } from '@chaba/core/auth/change-password';
import { logIn } from '@chaba/core/auth/log-in';
import { logOut } from '@chaba/core/auth/log-out';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { clearSessionCookie, memberToken, requireMember, setSessionCookie } from '../http/auth';
import { requestLanguage } from '../http/language';

/** Login, logout and the password change of a logged-in member (spec §4.1, §4.9). */
export function sessionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.post('/api/login', async (request, reply) => {
    const input = loginRequest.parse(request.body ?? {});
    const issued = await logIn(db, {
      ...input,
      clientAddress: request.ip,
      language: requestLanguage(request),
      now: clock.now(),
      settings: context.authSettings,
      sms: context.sms,
    });
    setSessionCookie(context, reply, issued);
    return { access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresInSeconds };
  });

  app.post('/api/logout', async (request, reply) => {
    const { memberId, tokenId } = await requireMember(context, request);
    await logOut(db, { token: memberToken(context, request) ?? '', now: clock.now() });
    // The streams opened with this login end too, on every server process.
    context.events.publish({ memberId, reason: 'session-ended', tokenId });
    clearSessionCookie(context, reply);
    return { success: true };
  });

  app.post('/api/customers/update-password', async (request) => {
    const { memberId } = await requireMember(context, request);
    const input = updatePasswordRequest.parse(request.body ?? {});
    await changePassword(db, {
      memberId,
      oldPassword: input.old_password,
      newPassword: input.password,
      now: clock.now(),
    });
    // Every login of the member was revoked: all their open streams end.
    context.events.publish({ memberId, reason: 'session-ended' });
    return { success: true };
  });
}
