import type { WebPushCatalog } from './web-push.th';

export const webPushCn: WebPushCatalog = {
  title: '通知',
  description: '充值到账、提现成功、获得奖金或有新公告时通知您，即使网站已关闭',
  on: '通知已开启',
  off: '开启通知',
  turnedOn: '通知已开启',
  turnedOff: '通知已关闭',
  blocked: '浏览器已屏蔽本站通知，请在浏览器的网站设置中允许',
  failed: '无法开启通知，请重试',
};
