// Issue 20's target, run: a write operation with its own grid screen (test/fixtures/scratch-operation/, written
// as an app operation and feature are) added to the app's registries, and its screen sending a row through the
// real core (the app service, the one dispatcher both hosts use, the batch runner, the client) to the real
// embedded sandbox, whose write log shows the row applied. The registries are the app's generated modules with
// the scratch operation added (vi.mock of each, the entry `npm run gen` writes for it once its files are in the
// app's folders); nothing behind the bridge is a stand-in. Typed only with the operation in the app, so this
// file is outside tsconfig.json and is type-checked by test/unit/scratch-operation-registries.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../electron/core';
import { createWebApp, type WebApp } from '../../../electron/hosts/web/web-app';
import { BridgeError, type BridgeClient } from '../../../renderer/src/bridge/client';
import { callOperation } from '../../../renderer/src/bridge/operations';
import { giveElementsLayout } from '../../../renderer/src/testing/grid-layout';
import { renderWithProviders } from '../../../renderer/src/testing/render';
import type { EventPayload, IpcEventName, MethodOutput } from '../../../shared/ipc';
import { scratchScreen } from '../../fixtures/scratch-operation/route';
import { ScratchScreen } from '../../fixtures/scratch-operation/ScratchScreen';

// The scratch operation in each generated registry, as `npm run gen` lists it once its files are in the app's
// folders (test/unit/scratch-operation-registries places them there and checks the generated files hold it).
vi.mock('../../../shared/catalogue/operations/registry.gen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/catalogue/operations/registry.gen')>();
  const { scratchNotes } = await import('../../fixtures/scratch-operation/operation');
  return { ...actual, OPERATION_ENTRIES: { ...actual.OPERATION_ENTRIES, scratchNotes } };
});
vi.mock('../../../electron/sandbox/backoffice/handlers/registry.gen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../electron/sandbox/backoffice/handlers/registry.gen')>();
  const { handleScratchNotes } = await import('../../fixtures/scratch-operation/sandbox-handler');
  return { ...actual, HANDLERS: { ...actual.HANDLERS, scratchNotes: handleScratchNotes } };
});
vi.mock('../../../renderer/src/i18n/feature-messages.gen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../renderer/src/i18n/feature-messages.gen')>();
  const { messages } = await import('../../fixtures/scratch-operation/messages');
  return { ...actual, FEATURE_MESSAGE_TABLES: { ...actual.FEATURE_MESSAGE_TABLES, scratchNotes: messages } };
});

// The page's texts are the files `npm run gen` writes from the catalogue, which hold the scratch screen's only once
// its files are in the app: here they are the catalogue's tables themselves, as the mock above completes them.
vi.mock('../../../renderer/src/i18n/texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../renderer/src/i18n/texts')>();
  const { MESSAGES } = await import('../../../renderer/src/i18n/catalogue');
  return { ...actual, TEXTS: actual.createTextStore({ en: () => Promise.resolve(MESSAGES.en), 'zh-CN': () => Promise.resolve(MESSAGES['zh-CN']) }) };
});

/** The bridge as both hosts give it: each call through the app's dispatcher, inputs and answers as JSON. */
function dispatcherBridge(app: WebApp): BridgeClient {
  const json = <T,>(v: unknown): T => JSON.parse(JSON.stringify(v ?? null)) as T;
  return {
    host: 'web',
    async call(method, input) {
      const res = await app.dispatcher.dispatch(method, json(input ?? {}));
      if (!res.ok) throw new BridgeError(res.error);
      return json<MethodOutput<typeof method>>(res.result);
    },
    on<E extends IpcEventName>(event: E, listener: (payload: EventPayload<E>) => void) {
      return app.onEvent((name, payload) => {
        if (name === event) listener(json<EventPayload<E>>(payload));
      });
    },
  };
}

let app: WebApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-scratch-'));
  app = await createWebApp({ dataDir, version: '0.0.0-test', logger: createLogger({ dir: join(dataDir, 'logs'), level: 'warn' }) });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(cleanup);
giveElementsLayout();

const paste = (text: string) => fireEvent.paste(screen.getByRole('grid'), { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

describe('a scratch write operation with its own grid screen', () => {
  it('is declared with the app’s helpers', () => {
    expect(scratchScreen.path).toBe('/scratch-notes');
    expect(scratchScreen.sends).toEqual(['scratchNotes']);
  });

  it('sends a row from its screen through the core to the sandbox, which applies it', async () => {
    const bridge = dispatcherBridge(app);
    // A listing of the sandbox's seeded data, read as a screen reads it.
    const listings = await callOperation(bridge, 'chatxList', { length: 5, offset: 0 });
    const msku = listings.data?.list[0]?.msku;
    expect(msku).toBeTruthy();

    // Under a router of its own, as the app's route tree holds a screen (its job panel links to Activity).
    const router = createRouter({ routeTree: createRootRoute({ component: ScratchScreen }), history: createMemoryHistory() });
    renderWithProviders(<RouterProvider router={router} />, { bridge });
    expect(await screen.findByRole('heading', { name: 'Listing notes' })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: /Note/ })).toBeTruthy();
    paste(`${msku}\tcheck the box size\nNO-SUCH-MSKU\tnever applied`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send 2 rows' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 rows' }));

    // The sandbox's write log (Settings → Sandbox) has the request: the seeded listing applied, the other refused.
    await waitFor(
      async () => {
        const log = await bridge.call('sandbox.writes', { offset: 0, limit: 20 });
        const write = log.writes.find((w) => w.operation === 'scratchNotes');
        expect(write?.appliedKeys).toEqual([msku]);
        expect(write?.rejected).toEqual([{ key: 'NO-SUCH-MSKU', reason: 'msku not found' }]);
      },
      { timeout: 90_000 },
    );
    // And the screen shows each row's outcome in its status column.
    await waitFor(() => expect(screen.getAllByText('Succeeded').length).toBeGreaterThan(0), { timeout: 90_000 });
    // The refusal in our words (the vendor's "msku not found" says nothing more, so it waits behind Details).
    expect(screen.getByText(/Failed: The service has no such item/)).toBeTruthy();
    expect(screen.queryByText(/msku not found/)).toBeNull();
  });
});
