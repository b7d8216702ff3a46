import type { Language } from '@chaba/i18n/languages';
import { messagesOf, registerMessages, type Messages } from './i18n';
import { messagesCn } from './messages/cn';
import { messagesEn } from './messages/en';
import { messagesTh } from './messages/th';

// The server renders every language, so it holds every catalog from the start.
registerMessages('th', messagesTh);
registerMessages('en', messagesEn);
registerMessages('cn', messagesCn);

/** What the browser needs to hydrate a page in `language`: that language's catalog, no other. */
export function pageMessages(language: Language): { language: Language; messages: Messages } {
  return { language, messages: messagesOf(language)! };
}
