import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PasswordField } from '../../../ui/field';
import { ServerErrors } from '../../../ui/server-errors';
import { selfExclusionPeriods, timeOutPeriods } from '../api/protection-api';
import { Section } from './limit-sections';
import type { PlayerProtectionTools, Restriction } from './use-player-protection';

/**
 * Time-out and self-exclusion: a period, then a confirmation that says it cannot be undone or
 * shortened and that every session ends.
 */
export function RestrictionSection({ tools }: { tools: PlayerProtectionTools }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Restriction | null>(null);

  const periodButtons = (restriction: Restriction['tool']) => {
    const periods = restriction === 'timeOut' ? timeOutPeriods : selfExclusionPeriods;
    return (
      <div className={`mt-3 grid gap-2 ${periods.length === 4 ? 'grid-cols-2' : 'grid-cols-3'}`}>
        {periods.map((period) => (
          <Button
            key={period}
            variant="secondary"
            size="sm"
            onClick={() => setAsked({ tool: restriction, period } as Restriction)}
          >
            {t(`protection.${restriction}.periods.${period as '24h'}` as 'protection.timeOut.periods.24h')}
          </Button>
        ))}
      </div>
    );
  };

  return (
    <>
      <Section title={t('protection.timeOut.title')} testId="time-out">
        <p className="text-sm leading-relaxed text-ink-300">{t('protection.timeOut.text')}</p>
        {periodButtons('timeOut')}
      </Section>
      <Section title={t('protection.selfExclusion.title')} testId="self-exclusion">
        <p className="text-sm leading-relaxed text-ink-300">{t('protection.selfExclusion.text')}</p>
        {periodButtons('selfExclusion')}
      </Section>
      {asked ? (
        <ConfirmDialog
          title={t('protection.confirmRestriction.title', {
            tool: t(`protection.${asked.tool}.title`),
            period: t(
              `protection.${asked.tool}.periods.${asked.period as '24h'}` as 'protection.timeOut.periods.24h',
            ),
          })}
          confirmLabel={t('protection.confirmRestriction.confirm')}
          cancelLabel={t('protection.confirmRestriction.cancel')}
          danger
          busy={tools.busy === 'restriction'}
          testId="confirm-restriction"
          onCancel={() => setAsked(null)}
          onConfirm={() => void tools.restrict(asked)}
        >
          <ServerErrors messages={tools.errorsFor('restriction')} />
          <p>{t('protection.confirmRestriction.text')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Closing the account: the password, then a confirmation. */
export function ClosureSection({ tools }: { tools: PlayerProtectionTools }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  return (
    <Section title={t('protection.closure.title')} testId="closure">
      <p className="mb-3 text-sm leading-relaxed text-ink-300">{t('protection.closure.text')}</p>
      <PasswordField
        label={t('protection.closure.password')}
        name="closure-password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <ServerErrors messages={asking ? [] : tools.errorsFor('closure')} />
      <Button variant="danger" size="sm" disabled={password.length === 0} onClick={() => setAsking(true)}>
        {t('protection.closure.submit')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('protection.closure.confirmTitle')}
          confirmLabel={t('protection.closure.submit')}
          cancelLabel={t('protection.confirmRestriction.cancel')}
          danger
          busy={tools.busy === 'closure'}
          onCancel={() => setAsking(false)}
          onConfirm={() => void tools.closeAccount(password).then((done) => done || setAsking(false))}
        >
          <p>{t('protection.closure.confirmText')}</p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
