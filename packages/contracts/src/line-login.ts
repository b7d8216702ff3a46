import { z } from 'zod';

/**
 * LINE Login (issue 31, decision 70): starting a login or a link, LINE's return to our callback,
 * and the member's linked account. The callback's outcome codes the member site reads are in the
 * zod-free `line-login-outcomes.ts`.
 */

/** POST /api/line-login/start: `login` (a guest, or a registration that starts from LINE) or `link` (a member). */
export const lineLoginStartRequest = z.object({
  purpose: z.enum(['login', 'link']).describe('`link` needs the member logged in'),
});
export type LineLoginStartRequest = z.infer<typeof lineLoginStartRequest>;

export const lineLoginStartResponse = z
  .object({ authorize_url: z.string().describe("LINE's authorization page: send the browser there") })
  .meta({
    examples: [
      {
        authorize_url:
          'https://access.line.me/oauth2/v2.1/authorize?response_type=code&client_id=1234567890&redirect_uri=…&state=…&scope=openid+profile&nonce=…&bot_prompt=normal',
      },
    ],
  });
export type LineLoginStartResponse = z.infer<typeof lineLoginStartResponse>;

/** What LINE's redirect to the callback carries (web login; LINE may add others, which are ignored). */
const callbackText = (max: number) => z.string().max(max).optional();
export const lineLoginCallbackQuery = z.object({
  code: callbackText(512),
  state: callbackText(256),
  error: callbackText(200),
  error_description: callbackText(1000),
  friendship_status_changed: callbackText(10),
});

/** GET /api/line-login/account: the member's linked LINE account. */
export const lineAccountResponse = z
  .object({ linked: z.boolean(), display_name: z.string().nullable() })
  .meta({ examples: [{ linked: true, display_name: 'Somchai' }] });
export type LineAccountResponse = z.infer<typeof lineAccountResponse>;
