import { linkOptions, lazyRouteComponent } from '@tanstack/react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../i18n/catalogue';
import { defineMessages } from '../i18n/define';
import { defineScreen } from './define-screen';
import { FEATURES } from './features';
import { routeTree } from './router';
import { SCREENS } from './screens';

const messages = defineMessages({ 'scratchScreen.nav': 'Scratch' }, { 'scratchScreen.nav': '草稿' });
const spec = {
  path: '/scratch-screen',
  search: z.object({ job: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => Promise.resolve({ S: () => null }), 'S'),
  nav: { label: 'scratchScreen.nav', group: 'work', keywords: 'scratch' },
  messages,
} as const;

describe('a screen declares itself once', () => {
  it('the route tree, the nav and the messages all come from the features list', () => {
    expect(SCREENS.map((s) => s.path)).toEqual(FEATURES.map((f) => f.path));
    expect(routeTree.children).toBeDefined();
    for (const s of SCREENS) {
      expect(MESSAGES.en[s.label]).toBeTruthy();
      expect(MESSAGES['zh-CN'][s.label]).toBeTruthy();
    }
  });

  it('keeps every route’s path and search typed', () => {
    expect(linkOptions({ to: '/activity', search: { job: 'job-1' } }).to).toBe('/activity');
    // @ts-expect-error no screen has this path
    linkOptions({ to: '/no-such-screen' });
    // @ts-expect-error the activity screen's search has no such field
    linkOptions({ to: '/activity', search: { nope: 1 } });
  });

  it('refuses a screen without messages, or a nav label not in its own table', () => {
    expectTypeOf(defineScreen(spec).path).toEqualTypeOf<'/scratch-screen'>();
    const { messages: _dropped, ...withoutMessages } = spec;
    // @ts-expect-error a screen must bring its messages
    defineScreen(withoutMessages);
    // @ts-expect-error the nav label is a message of the screen's own table
    defineScreen({ ...spec, nav: { ...spec.nav, label: 'settings.nav' } });
  });
});
