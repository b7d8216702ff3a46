import type { WebMaintenanceCatalog } from './web-maintenance.th';

export const webMaintenanceEn: WebMaintenanceCatalog = {
  title: 'Down for maintenance',
  fallback: 'The site is down for maintenance. Sorry for the inconvenience.',
  until: 'Expected back at {{time}}',
  paused: 'Games, deposits and withdrawals are paused until then.',
  ok: 'OK',
};
