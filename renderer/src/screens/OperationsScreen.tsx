import { OPERATIONS, type OperationDef } from '../../../shared/catalogue';

const ACCESS_LABEL: Record<OperationDef['access'], string> = { auth: 'Credentials', read: 'Query', write: 'Batch change' };

function batchText(op: OperationDef): string {
  if (op.batch === null) return '—';
  return op.batch.kind === 'list' ? `${op.batch.field}, up to ${op.batch.max} rows per request` : 'one row per request';
}

/** The catalogue's operations: every screen of Opsdesk starts from one of these. */
export function OperationsScreen() {
  return (
    <>
      <h1>Operations</h1>
      <table className="grid" aria-label="Operations">
        <thead>
          <tr>
            <th>§</th>
            <th>Operation</th>
            <th>Kind</th>
            <th>Path</th>
            <th>In flight (bucket)</th>
            <th>Batch</th>
          </tr>
        </thead>
        <tbody>
          {OPERATIONS.map((op) => (
            <tr key={op.id} data-operation={op.id}>
              <td className="num">{op.section}</td>
              <td>
                <div className="op-title">{op.title.en}</div>
                <div className="op-zh" lang="zh-CN">
                  {op.title.zh}
                </div>
              </td>
              <td>
                <span className={`badge badge-${op.access}`}>{ACCESS_LABEL[op.access]}</span>
              </td>
              <td>
                <code>{op.path}</code>
              </td>
              <td className="num">{op.capacity}</td>
              <td>{batchText(op)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
