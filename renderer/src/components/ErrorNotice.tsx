// An error as the user should read it: the meaning in their language (from the error's message key), the
// vendor's own words untouched beside it, and the fields to fix.
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../i18n/describe-error';
import { useIssueText } from '../i18n/issue-messages';
import { vendorWordsOnce } from '../i18n/reason';
import { langOf, Reason } from './Reason';

export function ErrorNotice({ error }: { error: unknown }) {
  const intl = useIntl();
  const issueText = useIssueText();
  if (!error) return null;
  const d = describeError(error);
  const ours = intl.formatMessage({ id: d.messageId }, d.values);
  // The vendor's words once, and only those that add to ours; a code never in the sentence (it is under Details).
  const vendor = vendorWordsOnce([ours], d.vendorText);
  return (
    <div className="error-notice" role="alert" data-error-code={d.code ?? undefined}>
      <div className="error-title">{ours}</div>
      {vendor.length > 0 ? (
        <div className="vendor-said">
          <FormattedMessage id="errors.vendorSaid" />{' '}
          {vendor.map((t, i) => (
            <bdi key={i} className="vendor-text" lang={langOf(t)} translate="no">
              {i > 0 ? intl.formatMessage({ id: 'reason.listGap' }) : ''}
              {t}
            </bdi>
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
      {d.code || d.requestId ? (
        <details className="reason-details small muted">
          <summary>
            <FormattedMessage id="reason.details" />
          </summary>
          {d.code ? (
            <span className="reason-detail">
              <FormattedMessage id="reason.details.code" /> <code translate="no">{d.code}</code>
            </span>
          ) : null}
          {d.requestId ? (
            <span className="reason-detail">
              <FormattedMessage id="errors.requestId" values={{ id: d.requestId }} />
            </span>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}

/** One row's outcome reason: the one reason rule (i18n/reason.ts), our words first, the vendor's once. */
export function VendorReason({ code, reason }: { code: string | null; reason: string | null }) {
  return <Reason code={code} reason={reason} />;
}
