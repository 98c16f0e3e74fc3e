// What the import flow shows between the file and the rows: "Reading…" (with the row it has reached) and Cancel, the mapping step, or why the
// file could not be read (in the user's language, with the limit that stopped it).
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../Button';
import type { GridColumn } from '../model/types';
import { ImportDialog } from './ImportDialog';
import './import.css';
import { IMPORT_LIMITS } from '../../../../../shared/sheets/sheet-files';
import type { useSheetImport } from './useSheetImport';

export function ImportSteps({ flow, columns, dragging }: { flow: ReturnType<typeof useSheetImport>; columns: readonly GridColumn[]; dragging?: boolean }) {
  const intl = useIntl();
  const { state } = flow;
  return (
    <>
      {dragging && (
        <p className="import-drop-hint" role="status">
          <FormattedMessage id="import.drop" />
        </p>
      )}
      {(state.step === 'reading' || state.step === 'importing') && (
        // Reading the file, then landing its rows: both take a while on a big sheet and both can be cancelled.
        <p className="row" role="status" data-testid={`import-${state.step}`}>
          {state.step === 'reading' && state.progress ? (
            <FormattedMessage id={state.progress.of === null ? 'import.readingRowsSoFar' : 'import.readingRows'} values={{ name: state.name, rows: state.progress.rows, of: state.progress.of ?? 0 }} />
          ) : (
            <FormattedMessage id={`import.${state.step}`} values={{ name: state.name }} />
          )}
          <Button variant="quiet" onPress={flow.cancel}>
            <FormattedMessage id="import.cancel" />
          </Button>
        </p>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="bad-text" data-testid="import-failed">
          {intl.formatMessage(
            { id: `import.failed.${state.reason}` },
            { name: state.name, message: state.message, limit: IMPORT_LIMITS.maxBytes / 1024 / 1024, seconds: IMPORT_LIMITS.timeoutMs / 1000, rows: 0, max: flow.maxRows, declared: 0, ...state.values },
          )}
        </p>
      )}
      {state.step === 'mapping' &&
        (state.read.sheets.some((s) => s.cells.length > 0) ? (
          <ImportDialog
            key={`${state.file.name}:${state.read.text?.encoding ?? ''}`}
            fileName={state.file.name}
            read={state.read}
            columns={columns}
            remembered={flow.remembered()}
            room={flow.room}
            rowsInGrid={flow.rowsInGrid}
            maxRows={flow.maxRows}
            onConfirm={(choice) => void flow.confirm(choice)}
            onEncoding={(encoding) => void flow.read(state.file, encoding)}
            onCancel={flow.cancel}
          />
        ) : (
          <p role="alert" className="bad-text">
            <FormattedMessage id="import.noSheets" />
          </p>
        ))}
    </>
  );
}
