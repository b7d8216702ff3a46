import type { WebLineNewsCatalog } from './web-line-news.th';

export const webLineNewsCn: WebLineNewsCatalog = {
  title: 'LINE 消息',
  description: '通过 LINE 接收优惠和消息。充值和提现通知照常发送。',
  on: '正在接收 LINE 消息',
  off: '不接收 LINE 消息',
  turnedOn: '已开启 LINE 消息',
  turnedOff: '已停止接收 LINE 消息',
  failed: '保存失败，请重试。',
};
