import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { settingsSearch } from './search';

export const settingsScreen = defineScreen({
  path: '/settings',
  search: settingsSearch,
  component: lazyRouteComponent(() => import('./SettingsScreen'), 'SettingsScreen'),
  nav: { label: 'settings.nav', group: 'app', keywords: 'settings profiles secret sandbox language theme 设置 配置 密钥 沙箱 语言 主题' },
  shortcut: 9,
  sends: [],
  messages: () => import('./messages'),
});
