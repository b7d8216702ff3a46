import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { useBulkSwitchGames, type GameBulkSelection, type GameFilters, type GameSwitches } from './games-api';

type BulkSwitches = Pick<GameSwitches, 'active' | 'featured'>;

/**
 * The catalogue's bulk changes: the ticked rows switched on or off or featured, or every game of the
 * search switched on or off (behind a confirmation naming how many).
 */
export function GameBulkBar({
  filters,
  selectedIds,
  total,
  onDone,
}: {
  filters: GameFilters;
  selectedIds: number[];
  total: number | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkSwitchGames();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const run = (selection: GameBulkSelection, switches: BulkSwitches) =>
    bulk.mutate(
      { selection, switches },
      {
        onSuccess: (answer) => {
          toast(t('catalogue.done', answer.data));
          setConfirming(null);
          onDone();
        },
        onError: (error) => toast(messageOf(error), 'error'),
      },
    );
  const ticked = (switches: BulkSwitches) => run({ ids: selectedIds }, switches);
  return (
    <div className="flex flex-wrap items-center gap-2 font-normal" data-testid="games-bulk">
      {selectedIds.length > 0 ? (
        <>
          <span className="text-[13px] font-medium">
            {t('catalogue.selected', { count: selectedIds.length })}
          </span>
          <Button size="sm" variant="success" busy={bulk.isPending} onClick={() => ticked({ active: true })}>
            {t('catalogue.switchOn')}
          </Button>
          <Button size="sm" busy={bulk.isPending} onClick={() => ticked({ active: false })}>
            {t('catalogue.switchOff')}
          </Button>
          <Button size="sm" busy={bulk.isPending} onClick={() => ticked({ featured: true })}>
            {t('catalogue.feature')}
          </Button>
          <Button size="sm" busy={bulk.isPending} onClick={() => ticked({ featured: false })}>
            {t('catalogue.unfeature')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {t('catalogue.clearSelection')}
          </Button>
        </>
      ) : total ? (
        <>
          <span className="text-[13px] text-zinc-600">{t('catalogue.allMatching', { count: total })}</span>
          <Button size="sm" onClick={() => setConfirming(false)}>
            {t('catalogue.switchOff')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t('catalogue.switchOn')}
          </Button>
        </>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('catalogue.confirmTitle')}
        description={t(confirming ? 'catalogue.confirmOn' : 'catalogue.confirmOff', { count: total ?? 0 })}
      >
        <DialogActions>
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            {t('content.cancel')}
          </Button>
          <Button
            variant={confirming ? 'primary' : 'danger'}
            busy={bulk.isPending}
            onClick={() => run({ filters }, { active: confirming ?? false })}
          >
            {t('catalogue.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
