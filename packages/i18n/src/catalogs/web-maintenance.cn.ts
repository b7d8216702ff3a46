import type { WebMaintenanceCatalog } from './web-maintenance.th';

export const webMaintenanceCn: WebMaintenanceCatalog = {
  title: '系统维护中',
  fallback: '网站正在维护，敬请谅解。',
  until: '预计恢复时间 {{time}}',
  paused: '维护期间暂停游戏、存款和取款。',
  ok: '确定',
};
