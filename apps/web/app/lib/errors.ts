import { type TFunction } from './i18n';
import { ApiError } from './api';

/** The lines for the red error box: the server's own messages, or our text for other failures. */
export function errorMessages(error: unknown, t: TFunction): string[] {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return [t('common.networkError')];
    if (error.messages.length > 0) return error.messages;
  }
  return [t('common.unexpectedError')];
}
