import { useEffect, useRef } from 'react';
import { usePopup, type InformationTab } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useFeedback } from '../../../ui/feedback';

/**
 * The information popup's state and calls: the profile reloaded once behind the loading overlay
 * when it opens, the selected tab, logout and close.
 */
export function useInformationPopup() {
  const { profile, refreshProfile, logout } = useSession();
  const { informationTab, open, close } = usePopup();
  const { setLoading } = useFeedback();

  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    setLoading(true);
    void refreshProfile().finally(() => setLoading(false));
  }, [refreshProfile, setLoading]);

  return {
    profile,
    informationTab,
    selectTab: (tab: InformationTab) => open('InformationTab', { informationTab: tab }),
    close: () => close(),
    logOut: () => {
      close();
      logout();
    },
  };
}
