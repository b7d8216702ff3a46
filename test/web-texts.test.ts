import { describe, expect, test } from 'vitest';
import {
  getI18n,
  hasMessages,
  loadMessages,
  registerMessages,
  type Messages,
} from '../apps/web/app/lib/i18n';
import { messagesEn } from '../apps/web/app/lib/messages/en';
import { messagesTh } from '../apps/web/app/lib/messages/th';

/** The member site's `t` (decision 29): one module per language, loaded once, `{{name}}` filled in. */
describe('the member site texts', () => {
  test('a language loads once, on demand, and t reads its catalog with placeholders filled', async () => {
    expect(hasMessages('en')).toBe(false);
    expect(getI18n('en').t('site.logoAlt', { site: 'Chaba' })).toBe('site.logoAlt');

    await Promise.all([loadMessages('en'), loadMessages('en')]);
    expect(hasMessages('en')).toBe(true);
    const { t } = getI18n('en');
    expect(t('site.logoAlt', { site: 'Chaba' })).toBe('Chaba home');
    expect(t('common.networkError')).toBe(messagesEn.common.networkError);
    expect(t('money.title')).toBe(messagesEn.money.title);
  });

  test('a placeholder without a value stays visible, and a null value writes nothing', () => {
    registerMessages('th', messagesTh);
    const { t } = getI18n('th');
    expect(t('site.logoAlt')).toBe('หน้าแรก {{site}}');
    expect(t('site.logoAlt', { site: null })).toBe('หน้าแรก ');
    expect(t('site.logoAlt', { constructor: 'x' })).toBe('หน้าแรก {{site}}');
  });

  test('a key missing in a language falls back to Thai, and an unknown key shows itself', () => {
    registerMessages('th', messagesTh);
    const partial = { ...messagesTh, common: {} } as unknown as Messages;
    registerMessages('cn', partial);
    const { t } = getI18n('cn');
    expect(t('common.networkError')).toBe(messagesTh.common.networkError);
    expect(t('site.nothing' as 'site.logoAlt')).toBe('site.nothing');
    expect(t('site' as 'site.logoAlt')).toBe('site');
  });
});
