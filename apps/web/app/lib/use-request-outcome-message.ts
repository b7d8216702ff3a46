import { useCallback, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { CompletedRequest, Profile } from '@chaba/contracts/profile';
import { formatBaht } from '@chaba/i18n/format';
import { useFeedback } from '../ui/feedback';
import { useTranslation } from './i18n';
import { useLocalizePath } from './language';
import { usePopup, type PopupMode } from './popup';
import { useRequestOutcome, type RequestTracker } from './request-outcome';

/**
 * Tells the outcome of a tracked deposit or withdrawal in a message (spec §4.5, §4.6): done with its
 * amount, or failed with the cause when the operator gave one. The member who was watching it in
 * its popups (`popupModes`) goes home; one who moved on stays. The deposit and withdraw flows.
 */
export function useRequestOutcomeMessage(
  type: CompletedRequest['type'],
  popupModes: readonly (PopupMode | null)[],
  modeRef: RefObject<PopupMode | null>,
  profile: Profile | null,
): RequestTracker {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { close } = usePopup();
  const { showMessage } = useFeedback();
  const onFinished = useCallback(
    (request: CompletedRequest) => {
      const wasOpen = popupModes.includes(modeRef.current);
      if (wasOpen) close('finished');
      const amount = formatBaht(request.amount);
      showMessage(
        request.status === 'completed'
          ? { title: t(`money.result.${type}DoneTitle`), body: t(`money.result.${type}Done`, { amount }) }
          : {
              title: t(`money.result.${type}FailedTitle`),
              body: request.deleted_cause
                ? t(`money.result.${type}Failed`, { cause: request.deleted_cause })
                : t(`money.result.${type}FailedNoCause`),
            },
      );
      if (wasOpen) void navigate(localize('/'));
    },
    [close, localize, modeRef, navigate, popupModes, showMessage, t, type],
  );
  return useRequestOutcome(type, profile, onFinished);
}
