import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Notification } from '@chaba/contracts/site';
import { useApi } from '../../../lib/api';
import { usePopup } from '../../../lib/popup';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { MegaphoneIcon } from '../../../ui/icons';
import { announcementApi } from '../api/announcement-api';

/** Remembers, for this tab, which announcement popup was closed so it does not return on every page. */
const dismissedKey = 'chaba.announcement.dismissed';

const AnnouncementContext = createContext<Notification | null>(null);

/**
 * Loads the site notification once at start (spec §2.2); only the first item counts. Failures
 * are ignored, as the spec says.
 */
export function AnnouncementProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [notification, setNotification] = useState<Notification | null>(null);
  const loaded = useRef(false);
  // Loaded once per page load: the content is the operator's own text, not translated.
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    announcementApi(api)
      .list()
      .then((list) => setNotification(Array.isArray(list) ? (list[0] ?? null) : null))
      .catch(() => setNotification(null));
  }, [api]);
  return <AnnouncementContext.Provider value={notification}>{children}</AnnouncementContext.Provider>;
}

/**
 * active 1: a dismissible popup titled announcement, with image and text. Rendered by the page
 * layouts (not by the error pages, where it would hide the way home).
 */
export function AnnouncementPopup() {
  const notification = useContext(AnnouncementContext);
  const { t } = useTranslation();
  const { mode } = usePopup();
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    if (!notification) return;
    setDismissed(window.sessionStorage.getItem(dismissedKey) === String(notification.id));
  }, [notification]);

  // Waits while another popup is open (e.g. /login), so that two dialogs never stack.
  if (!notification || notification.active !== 1 || dismissed || mode !== null) return null;
  const onClose = () => {
    window.sessionStorage.setItem(dismissedKey, String(notification.id));
    setDismissed(true);
  };
  return (
    <Dialog title={t('announcement.title')} onClose={onClose} icon={<MegaphoneIcon />} testId="announcement">
      {notification.img ? (
        <img
          src={notification.img}
          alt=""
          className="mb-4 w-full rounded-xl border border-white/5 object-cover"
        />
      ) : null}
      <p className="text-[0.95rem] leading-relaxed whitespace-pre-line text-ink-100">
        {notification.content}
      </p>
      <Button block className="mt-5" onClick={onClose}>
        {t('common.ok')}
      </Button>
    </Dialog>
  );
}

/** active 2: an inline banner that cannot be dismissed. */
export function AnnouncementBanner() {
  const notification = useContext(AnnouncementContext);
  const { t } = useTranslation();
  if (!notification || notification.active !== 2) return null;
  return (
    <div
      role="note"
      aria-label={t('announcement.title')}
      className="border-b border-gold-400/20 bg-gradient-to-r from-gold-600/25 via-gold-400/15 to-gold-600/25"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 text-sm text-gold-50 md:px-6">
        <MegaphoneIcon size={18} className="shrink-0 text-gold-300" />
        {notification.img ? (
          <img src={notification.img} alt="" className="hidden h-8 rounded sm:block" />
        ) : null}
        <p className="min-w-0 flex-1 leading-snug">{notification.content}</p>
      </div>
    </div>
  );
}
