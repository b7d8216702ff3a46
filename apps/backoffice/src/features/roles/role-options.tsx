import { isBuiltInRole, staffRoles } from '@chaba/contracts/staff-permissions';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../lib/me';
import { useRoles } from './api';

/**
 * The roles to choose from (a staff member's role, an invitation): every role the server lists, the
 * built-in ones named from the catalogue until it answers.
 */
export function RoleOptions() {
  const { t, i18n } = useTranslation();
  const roles = useRoles();
  if (!roles.data) {
    return staffRoles.map((role) => (
      <option key={role} value={role}>
        {t(`roles.${role}`)}
      </option>
    ));
  }
  return roles.data.map((role) => (
    <option key={role.key} value={role.key}>
      {roleName(role, i18n.language)}
    </option>
  ));
}

/** A role key's name in the console's language, from the server's list (the key until it answers). */
export function useRoleLabel(): (key: string) => string {
  const { t, i18n } = useTranslation();
  const roles = useRoles();
  return (key) => {
    const role = roles.data?.find((row) => row.key === key);
    if (role) return roleName(role, i18n.language);
    return isBuiltInRole(key) ? t(`roles.${key}`) : key;
  };
}
