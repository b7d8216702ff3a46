import { alertText } from './alert-text';
import { postJson, StaffAlertSendError, type StaffAlertSender } from './staff-alert-sender';

/**
 * The chat-app sender: the Telegram Bot API's `sendMessage`
 * (`POST {api}/bot<token>/sendMessage`, JSON `{"chat_id", "text"}`; the answer is
 * `{"ok": true, "result": Message}` or `{"ok": false, "error_code", "description",
 * "parameters": {"retry_after"}}`). The token is part of the address, so no error names it.
 */
export function createTelegramAlertSender(options: {
  token: string;
  chatId: () => string;
  apiUrl?: string;
  timeoutMs?: number;
}): StaffAlertSender {
  const api = (options.apiUrl ?? 'https://api.telegram.org').replace(/\/+$/, '');
  return {
    destination: 'telegram',
    async send(alert) {
      const chatId = options.chatId();
      if (chatId === '') throw new StaffAlertSendError('no Telegram chat is set');
      const response = await postJson(`${api}/bot${options.token}/sendMessage`, {
        body: JSON.stringify({ chat_id: chatId, text: alertText(alert), disable_web_page_preview: true }),
        timeoutMs: options.timeoutMs ?? 5000,
      });
      const answer = (await response.json().catch(() => null)) as {
        ok?: boolean;
        error_code?: number;
        parameters?: { retry_after?: number };
      } | null;
      if (response.ok && answer?.ok === true) return;
      const retryAfter = answer?.parameters?.retry_after;
      throw new StaffAlertSendError(
        `Telegram HTTP ${response.status}${answer?.error_code ? ` error ${answer.error_code}` : ''}`,
        typeof retryAfter === 'number' ? retryAfter : undefined,
      );
    },
  };
}
