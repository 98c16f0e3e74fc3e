// Issue 20's target: a write operation with its own screen is its catalogue entry, its sandbox handler (+ data)
// and its feature folder, wired by the same helpers the app uses (test/fixtures/scratch-operation/), and the
// compiler names every registry it must join.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { buildState, DEFAULT_SIZES } from '../../electron/sandbox/backoffice/generate';
import { HANDLERS, type HandlerTable } from '../../electron/sandbox/backoffice/index';
import { bodyObject } from '../../electron/sandbox/backoffice/shape';
import { defineScreen } from '../../renderer/src/app/define-screen';
import type { ScreenColumn } from '../../renderer/src/components/grid/model/types';
import { MESSAGES } from '../../renderer/src/i18n/catalogue';
import { CATALOGUE, type ItemOutcome } from '../../shared/catalogue';
import { readEnvelope } from '../../shared/catalogue/envelope';
import { scratchMessages } from '../fixtures/scratch-operation/messages';
import { scratchNotes, type ScratchItem } from '../fixtures/scratch-operation/operation';
import { scratchScreen } from '../fixtures/scratch-operation/route';
import { handleScratchNotes, NOTES } from '../fixtures/scratch-operation/sandbox-handler';
import { ScratchScreen, SendContext } from '../fixtures/scratch-operation/ScratchScreen';

afterEach(cleanup);

/** The app's CATALOGUE with the scratch entry added to it. */
type Extended = typeof CATALOGUE & { scratchNotes: typeof scratchNotes };

const state = buildState(42, DEFAULT_SIZES);

/** The wire between them, in process: the entry's schema, JSON, the sandbox's handler, the entry's normaliser. */
async function sendToSandbox(rows: ScratchItem[]): Promise<ItemOutcome[]> {
  const body = scratchNotes.request.parse({ notes: rows });
  const env = { state, ctx: { requestId: 'r-1', nowMs: 0 }, clockMs: 0, applyDelayMs: 0, pickingSchemaQuirk: false };
  const out = handleScratchNotes(bodyObject(JSON.parse(JSON.stringify(body))), env);
  const answer = readEnvelope(JSON.parse(JSON.stringify(out.envelope)));
  expect(scratchNotes.successCodes).toContain(answer.envelope.code);
  return scratchNotes.normalise(answer, body).items;
}

function typeRow(msku: string, note: string) {
  fireEvent.change(screen.getByLabelText('MSKU'), { target: { value: msku } });
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: note } });
  fireEvent.click(screen.getByRole('button', { name: 'Send note' }));
}

describe('a scratch write operation with its own screen', () => {
  it('renders, sends a row to the sandbox and shows that row’s result', async () => {
    const msku = state.listings[0]!.fields.msku;
    render(
      <IntlProvider locale="en" messages={{ ...MESSAGES.en, ...scratchMessages.en }}>
        <SendContext.Provider value={sendToSandbox}>
          <ScratchScreen />
        </SendContext.Provider>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Listing notes' })).toBeTruthy();
    typeRow(msku, 'check the box size');
    expect(await screen.findByText(`Saved for ${msku}`)).toBeTruthy();
    expect(NOTES.get(state)?.get(msku)).toBe('check the box size');

    typeRow('NO-SUCH-MSKU', 'x');
    expect(await screen.findByText('Not saved for NO-SUCH-MSKU: msku not found')).toBeTruthy();
    expect(NOTES.get(state)?.has('NO-SUCH-MSKU')).toBe(false);
  });

  it('is declared with the app’s helpers: the entry’s facts are types, the screen’s route is typed', () => {
    expectTypeOf(scratchNotes.access).toEqualTypeOf<'write'>();
    expectTypeOf(scratchNotes.batch.field).toEqualTypeOf<'notes'>();
    expectTypeOf(scratchScreen.path).toEqualTypeOf<'/scratch-notes'>();
    expect(scratchScreen.path).toBe('/scratch-notes');
    expect(scratchScreen.nav.label).toBe('scratch.nav');
  });

  it('does not compile until every registry has it', () => {
    // @ts-expect-error a catalogue entry without its sandbox handler: HANDLERS must name it
    const missing: HandlerTable<Extended> = HANDLERS;
    const joined: HandlerTable<Extended> = { ...HANDLERS, scratchNotes: handleScratchNotes };
    expect(Object.keys(joined)).toContain('scratchNotes');
    expect(missing).toBe(HANDLERS);

    const { messages: _messages, ...withoutMessages } = { ...scratchScreen, search: scratchScreen.route.options.validateSearch, component: ScratchScreen };
    // @ts-expect-error a screen without its messages
    defineScreen(withoutMessages);

    // @ts-expect-error a grid column's header must be a merged message id: the scratch table is not in i18n/catalogue.ts yet
    const column: ScreenColumn<ScratchItem> = { id: 'note', field: 'note', label: 'scratch.note', kind: 'text' };
    // @ts-expect-error and its field must be a key of the operation's row
    const wrongField: ScreenColumn<ScratchItem> = { id: 'n', field: 'notes', label: 'stock.col.quantity', kind: 'text' };
    expect([column, wrongField]).toHaveLength(2);
  });
});
