import { linkOptions, lazyRouteComponent } from '@tanstack/react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../i18n/catalogue';
import { defineMessages, type FeatureMessages } from '../i18n/define';
import { defineScreen } from './define-screen';
import { FEATURES, type FeatureGaps, type FeaturesComplete } from './features';
import { routeTree } from './router';
import { SCREENS } from './screens';

const messages = defineMessages({ 'scratchScreen.nav': 'Scratch' }, { 'scratchScreen.nav': '草稿' });
const spec = {
  path: '/scratch-screen',
  search: z.object({ job: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => Promise.resolve({ S: () => null }), 'S'),
  nav: { label: 'scratchScreen.nav', group: 'work', keywords: 'scratch' },
  shortcut: null,
  sends: [],
  messages: () => Promise.resolve({ messages }),
} as const;

describe('a screen declares itself once', () => {
  it('the route tree, the nav and the messages all come from the features list', () => {
    expect(SCREENS.map((s) => s.path)).toEqual(FEATURES.map((f) => f.path));
    expect(routeTree.children).toBeDefined();
    expect(new Set(SCREENS.map((s) => s.shortcut)).size).toBe(SCREENS.length);
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

describe('the features list is held to the catalogue, the message tables and the shortcuts', () => {
  // Screens as the checks see them (the facts of a defineScreen).
  type A = { sends: readonly ['picking']; messages: () => Promise<{ messages: typeof messages }>; shortcut: 1 };
  type B = { sends: readonly ['cancelPairing']; messages: () => Promise<{ messages: FeatureMessages<'other.nav'> }>; shortcut: 2 };
  type AlsoOne = { sends: readonly []; messages: () => Promise<{ messages: FeatureMessages<'other.nav'> }>; shortcut: 1 };
  type Known = 'scratchScreen.nav' | 'other.nav';

  it('compiles only when every write has a screen, every message table is merged and no Alt+digit is taken twice', () => {
    const complete: FeaturesComplete<FeatureGaps<[A, B], 'picking' | 'cancelPairing', Known, []>> = true;
    // A write listed as screenless needs no screen.
    const screenless: FeaturesComplete<FeatureGaps<[A], 'picking' | 'cancelPairing', Known, ['cancelPairing']>> = true;
    // @ts-expect-error a write no screen sends (and not listed as screenless)
    const noScreen: FeaturesComplete<FeatureGaps<[A], 'picking' | 'cancelPairing', Known, []>> = true;
    // @ts-expect-error a screen whose messages are not merged into the app's ids
    const unmerged: FeaturesComplete<FeatureGaps<[A, B], 'picking' | 'cancelPairing', 'scratchScreen.nav', []>> = true;
    // @ts-expect-error two screens on Alt+1
    const twice: FeaturesComplete<FeatureGaps<[A, B, AlsoOne], 'picking' | 'cancelPairing', Known, []>> = true;
    expectTypeOf<FeatureGaps<[A], 'picking' | 'cancelPairing', Known, []>['writesWithoutAScreen']>().toEqualTypeOf<'cancelPairing'>();
    expectTypeOf<FeatureGaps<[A, B, AlsoOne], 'picking' | 'cancelPairing', Known, []>['shortcutsUsedTwice']>().toEqualTypeOf<1>();
    expect([complete, screenless, noScreen, unmerged, twice]).toEqual([true, true, true, true, true]);
  });

  it('a screen without its shortcut or its sends does not compile', () => {
    const { shortcut: _s, ...withoutShortcut } = spec;
    // @ts-expect-error the shortcut is said, even when it is none (null)
    defineScreen(withoutShortcut);
    const { sends: _w, ...withoutSends } = spec;
    // @ts-expect-error the writes it sends are said, even when there are none ([])
    defineScreen(withoutSends);
    // @ts-expect-error only a write of the catalogue can be sent
    defineScreen({ ...spec, sends: ['chatxList'] });
  });
});
