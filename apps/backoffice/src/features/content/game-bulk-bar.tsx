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
      <ConfirmSearchChange
        switchOn={confirming}
        count={total ?? 0}
        busy={bulk.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(on) => run({ filters }, { active: on })}
      />
    </div>
  );
}

/** The confirmation of a change of every game of the search, naming how many. */
function ConfirmSearchChange({
  switchOn,
  count,
  busy,
  onClose,
  onConfirm,
}: {
  /** Null: closed. */
  switchOn: boolean | null;
  count: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (switchOn: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={switchOn !== null}
      onClose={onClose}
      title={t('catalogue.confirmTitle')}
      description={t(switchOn ? 'catalogue.confirmOn' : 'catalogue.confirmOff', { count })}
    >
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          {t('content.cancel')}
        </Button>
        <Button
          variant={switchOn ? 'primary' : 'danger'}
          busy={busy}
          onClick={() => onConfirm(switchOn ?? false)}
        >
          {t('catalogue.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
