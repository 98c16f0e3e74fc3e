// An error as the user should read it: the meaning in their language (from the error's message key), the
// vendor's own words untouched beside it, and the fields to fix.
import { FormattedMessage } from 'react-intl';
import { describeError, messageIdForCode } from '../i18n/describe-error';
import { useIssueText } from '../i18n/issue-messages';

export function ErrorNotice({ error }: { error: unknown }) {
  const issueText = useIssueText();
  if (!error) return null;
  const d = describeError(error);
  return (
    <div className="error-notice" role="alert" data-error-code={d.code ?? undefined}>
      <div className="error-title">
        <FormattedMessage id={d.messageId} values={d.values} />
        {d.code ? <code className="error-code"> [{d.code}]</code> : null}
      </div>
      {d.vendorText.length > 0 ? (
        <div className="vendor-said">
          <FormattedMessage id="errors.vendorSaid" />{' '}
          {d.vendorText.map((t, i) => (
            <span key={i} className="vendor-text" lang="zh-CN">
              {i > 0 ? '; ' : ''}
              {t}
            </span>
          ))}
        </div>
      ) : null}
      {d.mainText ? (
        <div className="small">
          <FormattedMessage id="errors.mainSaid" /> <span lang="en">{d.mainText}</span>
        </div>
      ) : null}
      {d.issues.length > 0 ? (
        <>
          <div className="small">
            <FormattedMessage id="errors.fieldIssues" />
          </div>
          <ul>
            {d.issues.map((i) => (
              <li key={`${i.path}:${i.message}`}>
                <code>{i.path}</code> {issueText(i)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {d.requestId ? (
        <div className="small muted">
          <FormattedMessage id="errors.requestId" values={{ id: d.requestId }} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * One row's outcome reason: the vendor's words as they came, and beside them the translated meaning of the
 * row's code when Opsdesk knows it. For Opsdesk's own codes (a timeout, a broken connection) the reason is
 * Opsdesk's sentence, not the vendor's: the translation alone says it.
 */
export function VendorReason({ code, reason }: { code: string | null; reason: string | null }) {
  const known = code ? messageIdForCode(code) : null;
  const translated = known && known.messageId !== 'errors.vendor.unknown' ? known : null;
  const ownText = translated !== null && !translated.messageId.startsWith('errors.vendor.');
  const vendorWords = ownText ? null : reason;
  if (!vendorWords && !translated) return null;
  return (
    <span className="vendor-reason">
      {vendorWords ? (
        <span className="vendor-text" lang="zh-CN">
          {vendorWords}
        </span>
      ) : null}
      {translated ? (
        <span className={vendorWords ? 'small muted' : undefined}>
          {vendorWords ? ' · ' : ''}
          <FormattedMessage id={translated.messageId} values={translated.values} />
        </span>
      ) : null}
    </span>
  );
}
