import type { StaffAlertsSetting } from '@chaba/contracts/backoffice-risk';
import type { StaffAlertDestination } from '@chaba/contracts/backoffice-risk';
import type { StaffAlertSender } from '@chaba/core/alerts/staff-alert-sender';
import { createTelegramAlertSender } from '@chaba/core/alerts/telegram-alert-sender';
import { createWebhookAlertSender } from '@chaba/core/alerts/webhook-alert-sender';
import type { AppContext } from '../app-context';

/**
 * The staff alert senders the server can use: each destination whose secret is configured
 * (ALERT_WEBHOOK_SECRET, TELEGRAM_BOT_TOKEN), addressed as the console's settings say now.
 */
export function staffAlertSenders(
  context: AppContext,
  settings: StaffAlertsSetting,
): Partial<Record<StaffAlertDestination, StaffAlertSender>> {
  const { config, clock } = context;
  return {
    ...(config.ALERT_WEBHOOK_SECRET
      ? {
          webhook: createWebhookAlertSender({
            url: () => settings.webhook_url,
            secret: config.ALERT_WEBHOOK_SECRET,
            now: () => clock.now(),
            dispatcher: context.outbound.dispatcher,
          }),
        }
      : {}),
    ...(config.TELEGRAM_BOT_TOKEN
      ? {
          telegram: createTelegramAlertSender({
            token: config.TELEGRAM_BOT_TOKEN,
            chatId: () => settings.telegram_chat_id,
            apiUrl: config.TELEGRAM_API_URL,
          }),
        }
      : {}),
  };
}
