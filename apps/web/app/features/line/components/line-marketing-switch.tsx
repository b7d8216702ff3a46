import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useFeedback } from '../../../ui/feedback';
import { KeepWords } from '../../../ui/keep-words';
import { SettingSwitch } from '../../../ui/setting-switch';
import { lineApi, type LineSettings } from '../api/line-api';

/**
 * The member's choice of LINE marketing messages (issue 31, decision 71), in the information popup:
 * shown once their LINE account is linked. Receipts of their deposits and withdrawals still come.
 */
export function LineMarketingSwitch() {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const request = useApi();
  const [settings, setSettings] = useState<LineSettings | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    lineApi(request)
      .read()
      .then((answer) => {
        if (!cancelled) setSettings(answer.data);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [request]);

  if (!settings?.linked) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await lineApi(request).save(!settings.marketing);
      setSettings(answer.data);
      toast('success', t(answer.data.marketing ? 'lineNews.turnedOn' : 'lineNews.turnedOff'));
    } catch {
      toast('error', t('lineNews.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingSwitch
      id="line-marketing-switch"
      testId="line-marketing-switch"
      title={t('lineNews.title')}
      description={<KeepWords text={t('lineNews.description')} />}
      on={settings.marketing}
      disabled={busy}
      stateText={settings.marketing ? t('lineNews.on') : t('lineNews.off')}
      onToggle={() => void toggle()}
    />
  );
}
