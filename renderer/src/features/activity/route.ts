import { lazyRouteComponent } from '@tanstack/react-router';
import { defineScreen } from '../../app/define-screen';
import { activitySearch } from './search';

export const activityScreen = defineScreen({
  path: '/activity',
  search: activitySearch,
  component: lazyRouteComponent(() => import('./ActivityScreen'), 'ActivityScreen'),
  nav: { label: 'activity.nav', group: 'app', keywords: 'activity jobs batch progress journal 任务 进度 日志' },
  shortcut: 8,
  sends: [],
  messages: () => import('./messages'),
});
