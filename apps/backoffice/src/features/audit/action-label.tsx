import { useTranslation } from 'react-i18next';
import { backofficeTh } from '@chaba/i18n/catalogs/backoffice.th';

/** Every action code the catalog names (`staff.login`, …), for the filter's suggestions. */
export const knownActions = Object.keys(backofficeTh.audit.actions).map((key) => key.replace(/__/g, '.'));

/** An audit action in words, with its code under it (what the filter and the API take). */
export function ActionLabel({ action }: { action: string }) {
  const { t, i18n } = useTranslation();
  const key = `audit.actions.${action.replace(/\./g, '__')}`;
  return (
    <span className="block min-w-0">
      {i18n.exists(key) ? (
        <span className="block font-medium">{t(key as 'audit.actions.staff__login')}</span>
      ) : null}
      <span className="block font-mono text-[11px] text-zinc-500">{action}</span>
    </span>
  );
}
