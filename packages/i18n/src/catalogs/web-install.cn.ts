import type { WebInstallCatalog } from './web-install.th';

export const webInstallCn: WebInstallCatalog = {
  label: '安装应用',
  title: '在手机上安装应用',
  text: '从主屏幕直接打开，加载更快，无需输入网址。',
  install: '安装',
  howTo: '点按浏览器右上角的 ⋮，然后选择“安装应用”或“添加到主屏幕”。',
  close: '关闭',
};
