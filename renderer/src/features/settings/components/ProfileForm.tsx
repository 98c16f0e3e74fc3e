// Create a live profile or edit one's non-secret settings, validated with the contract's own field schemas
// (shared/ipc/profiles.ts), so the form and the main process refuse the same things with the same path.
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { appId, baseUrl, profileName, setSecretInput, type ProfileView } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { FormTextField } from '../../../forms/controlled';
import { applyIssues, useZodForm } from '../../../forms/use-operation-form';
import { fieldIssues } from '../../../i18n/describe-error';
import { useBridge } from '../../../bridge/context';
import { useConfirm } from '../../../components/ConfirmDialog';

// The app secret is typed here too (the guide's "enter the app secret" happens in this dialog), checked by the
// contract's own rule, and goes to the main process through profiles.setSecret once the profile is saved. Empty
// keeps the secret as it is; the field never shows one back.
const liveFields = z.strictObject({ name: profileName, baseUrl, appId, secret: z.union([z.literal(''), setSecretInput.shape.secret]).optional() });
/** The sandbox profile has only a name to edit (its address and credentials come from the emulator). */
const sandboxFields = liveFields.partial({ baseUrl: true, appId: true });

export interface ProfileFormProps {
  editing: ProfileView | null;
  onDone: () => void;
  /** Saving moved the profile to another account: its secret is gone and must be entered again. */
  onSecretCleared?: (profile: ProfileView) => void;
  /** A secret typed here was saved: what the card said of the old one no longer holds. */
  onSecretSaved?: (id: string) => void;
}

export function ProfileForm({ editing, onDone, onSecretCleared, onSecretSaved }: ProfileFormProps) {
  const intl = useIntl();
  const isSandbox = editing?.kind === 'sandbox';
  // One form type for both kinds: the live schema only makes the two optional fields required.
  const form = useZodForm<typeof sandboxFields>(isSandbox ? sandboxFields : (liveFields as unknown as typeof sandboxFields), {
    // Empty, not `https://`: a whole address typed or pasted after a prefilled scheme was saved as https://http//….
    defaultValues: isSandbox ? { name: editing.name } : { name: editing?.name ?? '', baseUrl: editing?.baseUrl ?? '', appId: editing?.appId ?? '', secret: '' },
  });
  const typedUrl = useWatch({ control: form.control, name: 'baseUrl' });
  // The address exactly as it will be used, shown while typing (the same rule the main process applies).
  const usedUrl = typeof typedUrl === 'string' && typedUrl.trim() !== '' ? baseUrl.safeParse(typedUrl) : null;
  const bridge = useBridge();
  const confirm = useConfirm();
  const create = useIpcMutation('profiles.create');
  const update = useIpcMutation('profiles.update');
  const setSecret = useIpcMutation('profiles.setSecret');
  const failure = create.error ?? update.error ?? setSecret.error;

  // The main process names the same fields: its refusal lands on the field the user typed in.
  const onError = (err: Error) => void applyIssues(form, fieldIssues(err));
  const submit = form.handleSubmit(async (values) => {
    const v = values as { name: string; baseUrl?: string; appId?: string; secret?: string };
    const secret = isSandbox ? '' : (v.secret ?? '');
    // The profile is saved first; its secret then goes on its own call, and the field is emptied at once.
    const withSecret = async (saved: ProfileView): Promise<boolean> => {
      if (secret === '') return false;
      form.setValue('secret', '');
      try {
        await setSecret.mutateAsync({ id: saved.id, secret });
      } catch {
        return false;
      }
      onSecretSaved?.(saved.id);
      return true;
    };
    if (editing) {
      const patch = isSandbox ? { name: v.name } : { name: v.name, baseUrl: v.baseUrl, appId: v.appId };
      // The secret is bound to the account (address + app id): ask before a change that drops it.
      if (!isSandbox && editing.secret.set) {
        try {
          const preview = await bridge.call('profiles.update', { id: editing.id, patch, dryRun: true });
          if (preview.secretCleared) {
            const ok = await confirm({
              title: intl.formatMessage({ id: 'settings.form.secretWillClear.title' }),
              target: editing.name,
              body: intl.formatMessage({ id: 'settings.form.secretWillClear.body' }),
              confirmLabel: intl.formatMessage({ id: 'settings.form.secretWillClear.go' }),
              danger: true,
            });
            if (!ok) return;
          }
        } catch (err) {
          onError(err as Error);
          return;
        }
      }
      update.mutate(
        { id: editing.id, patch },
        {
          onSuccess: (saved) =>
            void withSecret(saved).then((entered) => {
              if (secret !== '' && !entered) return;
              onDone();
              if (saved.secretCleared && !entered) onSecretCleared?.(saved);
            }),
          onError,
        },
      );
    } else {
      create.mutate(
        { kind: 'live', name: v.name, baseUrl: v.baseUrl ?? '', appId: v.appId ?? '' },
        {
          onSuccess: (saved) =>
            void withSecret(saved).then((entered) => {
              // A secret refused after the profile was made: the profile exists, its secret is asked again.
              if (secret !== '' && !entered) {
                onDone();
                onSecretCleared?.(saved);
                return;
              }
              onDone();
            }),
          onError,
        },
      );
    }
  });

  return (
    <form
      className="form"
      aria-label={editing ? intl.formatMessage({ id: 'settings.form.edit' }, { name: editing.name }) : intl.formatMessage({ id: 'settings.form.create' })}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <FormTextField control={form.control} name="name" label={<FormattedMessage id="settings.form.name" />} isRequired />
      {isSandbox ? (
        <p className="hint">
          <FormattedMessage id="settings.form.sandboxNote" />
        </p>
      ) : (
        <>
          <FormTextField
            control={form.control}
            name="baseUrl"
            type="url"
            label={<FormattedMessage id="settings.form.baseUrl" />}
            description={<FormattedMessage id="settings.form.baseUrl.help" />}
            placeholder="https://openapi.example.com"
            isRequired
            spellCheck={false}
          />
          {usedUrl?.success && (
            <p className="hint" data-testid="base-url-used">
              <FormattedMessage id="settings.form.baseUrl.used" values={{ url: <code translate="no">{usedUrl.data}</code> }} />
            </p>
          )}
          <FormTextField
            control={form.control}
            name="appId"
            label={<FormattedMessage id="settings.form.appId" />}
            description={<FormattedMessage id="settings.form.appId.help" />}
            isRequired
            spellCheck={false}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="secret"
            type="password"
            autoComplete="off"
            spellCheck={false}
            label={<FormattedMessage id="settings.secretForm.field" />}
            description={<FormattedMessage id={editing?.secret.set ? 'settings.form.secret.keep' : 'settings.form.secret.help'} />}
          />
        </>
      )}
      <ErrorNotice error={failure} />
      <div className="form-actions">
        <Button type="submit" variant="primary" isDisabled={create.isPending || update.isPending}>
          <FormattedMessage id={editing ? 'settings.form.saveGo' : 'settings.form.createGo'} />
        </Button>
        <Button onPress={onDone}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </form>
  );
}
