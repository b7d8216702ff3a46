import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { ConfirmChanges, LimitsSection } from './limit-sections';
import { ClosureSection, RestrictionSection } from './restriction-sections';
import { HistorySection, PlayTimeSection, RealityCheckSection } from './time-sections';
import { usePlayerProtection } from './use-player-protection';

/**
 * The member's player-protection tools (issue 13), on the responsible-gaming page and in the
 * information popup's tab: limits, play time, reality check, time-out, self-exclusion, closure
 * and the history of changes. `wide` lays them out in two columns on a desktop page.
 */
export function ProtectionTools({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation();
  const tools = usePlayerProtection();
  const { load } = tools;

  if (!load.data) {
    return load.status === 'error' ? (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl border border-rose-400/40 bg-rose-950/40 p-3 text-sm text-rose-100"
      >
        <span className="flex-1">{t('protection.loadFailed')}</span>
        <Button size="sm" variant="secondary" onClick={tools.reload}>
          {t('protection.retry')}
        </Button>
      </div>
    ) : (
      <div className="space-y-3" aria-hidden="true">
        <div className="h-40 animate-pulse rounded-2xl bg-ink-800" />
        <div className="h-40 animate-pulse rounded-2xl bg-ink-800" />
      </div>
    );
  }
  const data = load.data;
  // The forms take their first values from the answer; a new answer (after a save) starts them anew.
  const key = JSON.stringify(data.limits) + JSON.stringify(data.play_time ?? null);

  return (
    <div
      data-testid="protection-tools"
      className={wide ? 'grid items-start gap-4 lg:grid-cols-2' : 'space-y-4'}
    >
      <div className="space-y-4">
        <ConfirmChanges data={data} tools={tools} />
        <LimitsSection key={key} data={data} tools={tools} />
      </div>
      <div className="space-y-4">
        <PlayTimeSection key={key} data={data} tools={tools} />
        <RealityCheckSection data={data} tools={tools} />
        <RestrictionSection tools={tools} />
        <ClosureSection tools={tools} />
        <HistorySection data={data} />
      </div>
    </div>
  );
}
