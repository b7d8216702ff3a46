import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '../lib/language';
import { usePopup, type PopupMode } from '../lib/popup';

/**
 * /login, /register and /forgetpassword are the home page with a popup open. The popup opens
 * when the route is entered; dismissing it while still on the route goes to the home page.
 */
export function useRoutePopup(mode: PopupMode) {
  const { mode: current, closeReason, open } = usePopup();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const opened = useRef(false);

  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      if (current !== mode) open(mode);
      return;
    }
    if (current === null && closeReason === 'dismissed') void navigate(localize('/'), { replace: true });
  }, [closeReason, current, localize, mode, navigate, open]);
}
