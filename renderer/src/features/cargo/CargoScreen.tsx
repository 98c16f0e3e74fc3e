// Cargo temporary storage: the form (store, remark, an existing draft id, the return address) on the
// catalogue's schema and the goods grid; sent as one request, the vendor's inbound order id shown after.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../components/fields';
import { BulkEditor } from '../../components/grid/bulk/BulkEditor';
import { issueOfFieldError } from '../../forms/issue-resolver';
import { issueMessage } from '../../i18n/issue-messages';
import { jobLabel } from '../../components/job';
import { Panel } from '../../components/Panel';
import { useZodForm } from '../../forms/use-operation-form';
import type { MessageId } from '../../i18n/catalogue';
import { GOODS_COLUMNS } from './columns';
import { ADDRESS_FIELDS, cargoFormSchema, cargoFormValues, commonOf, EMPTY_FORM, goodsItemSchema, type CargoFormValues } from './form-schema';
import { GoodsFill } from './GoodsFill';
import './cargo.css';

const route = getRouteApi('/cargo');

type FieldPath = 'store_id' | 'cargo_remark' | 'inbound_order_id' | `return_address.${(typeof ADDRESS_FIELDS)[number]}`;

/** A form field whose schema message is shown in the user's language (the grid's issue texts). */
function Field({ control, name, label, required }: { control: Control<CargoFormValues>; name: FieldPath; label: MessageId; required?: boolean }) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const issue = issueOfFieldError(fieldState.error);
  const text = issue ? issueMessage(issue) : null;
  return (
    <TextField
      label={intl.formatMessage({ id: label })}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isRequired={required}
      error={text ? intl.formatMessage({ id: text.id }, text.values) : undefined}
    />
  );
}

export function CargoScreen() {
  const intl = useIntl();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/cargo' });
  // The form edits text; the schema (the catalogue's request without the goods) checks it on Send.
  const form = useZodForm(cargoFormSchema, { defaultValues: EMPTY_FORM });
  const control = form.control as unknown as Control<CargoFormValues>;
  const values = form.watch() as CargoFormValues;
  const json = JSON.stringify(values);
  // Keyed by the values' text: watch() returns a new object on every render.
  const extra = useMemo(() => values, [json]);
  const common = useMemo(() => commonOf(extra), [extra]);

  return (
    <div className="screen cargo-screen">
      <h1>
        <FormattedMessage id="cargo.title" />
      </h1>
      <p className="hint">
        <FormattedMessage id="cargo.intro" />
      </p>
      <BulkEditor
        name="cargo-storage"
        operation="cargoStorage"
        columns={GOODS_COLUMNS}
        common={common}
        itemSchema={goodsItemSchema}
        wholeBody={{ listField: 'cargo_goods_list', key: 'cargo' }}
        target={extra.store_id.trim()}
        jobLabel={jobLabel('cargo.job', { store: extra.store_id })}
        gridLabel={intl.formatMessage({ id: 'cargo.grid' })}
        jobId={search.job ?? null}
        onJobId={(id) => void navigate({ search: (s) => ({ ...s, job: id ?? undefined }) })}
        extra={extra}
        onExtraLoaded={(saved) => {
          const parsed = cargoFormValues.safeParse(saved);
          if (parsed.success) form.reset(parsed.data);
        }}
        onStartNew={() => form.reset(EMPTY_FORM)}
        beforeSend={() => form.trigger()}
        renderForm={(locked) => (
          <>
            <Panel id="cargo-form" title={<FormattedMessage id="cargo.form" />}>
              <form className="stack" onSubmit={(e) => e.preventDefault()} noValidate>
                <fieldset className="bulk-lock" disabled={locked}>
                <div className="form-grid">
                  <Field control={control} name="store_id" label="cargo.field.store_id" required />
                  <Field control={control} name="inbound_order_id" label="cargo.field.inbound_order_id" />
                  <Field control={control} name="cargo_remark" label="cargo.field.cargo_remark" />
                </div>
                <fieldset className="cargo-address">
                  <legend>
                    <FormattedMessage id="cargo.address" />
                  </legend>
                  <div className="form-grid">
                    {ADDRESS_FIELDS.map((f) => (
                      <Field key={f} control={control} name={`return_address.${f}`} label={`cargo.field.${f}`} required />
                    ))}
                  </div>
                </fieldset>
                </fieldset>
              </form>
            </Panel>
            <h2 className="cargo-goods-title">
              <FormattedMessage id="cargo.goods" />
            </h2>
          </>
        )}
        renderTools={(rows, setRows) => <GoodsFill rows={rows} setRows={setRows} />}
        renderResult={(rows) => {
          const id = rows[0]?.info?.inboundOrderId;
          if (!id) return null;
          return (
            <p role="status" className="cargo-result" data-testid="cargo-result">
              <FormattedMessage id="cargo.result" values={{ id: <strong>{id}</strong> }} />
            </p>
          );
        }}
      />
    </div>
  );
}
