import { useTranslation } from 'react-i18next';
import { backofficeTh } from '@chaba/i18n/catalogs/backoffice.th';

/** Every action code the catalog names (`staff.login`, …), for the filter's suggestions. */
export const knownActions = Object.keys(backofficeTh.audit.actions).map((key) => key.replace(/__/g, '.'));

/** The catalog key of an action's words. */
export const actionKey = (action: string) => `audit.actions.${action.replace(/\./g, '__')}`;

/**
 * An audit action in words with its code beside it (what the filter and the API take); `compact`:
 * one line, the words cut short if need be, the code in the tooltip and the row's details.
 */
export function ActionLabel({ action, compact = false }: { action: string; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const key = actionKey(action);
  const words = i18n.exists(key) ? t(key as 'audit.actions.staff__login') : null;
  if (compact)
    return (
      <span className="block truncate font-medium" title={action}>
        {words ?? <span className="font-mono text-xs">{action}</span>}
      </span>
    );
  return (
    <span className="block min-w-0">
      {words ? <span className="block font-medium">{words}</span> : null}
      <span className="block font-mono text-[11px] text-zinc-500">{action}</span>
    </span>
  );
}
