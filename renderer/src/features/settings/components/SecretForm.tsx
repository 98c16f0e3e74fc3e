// Write-only: the secret goes to the main process and is never shown or sent back. The field is emptied as
// soon as the main process has it.
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { setSecretInput, type ProfileView } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { FormTextField } from '../../../forms/controlled';
import { useZodForm } from '../../../forms/use-operation-form';

const secretField = setSecretInput.pick({ secret: true });

export function SecretForm({ profile, onDone, onSaved }: { profile: ProfileView; onDone: () => void; onSaved?: (id: string) => void }) {
  const intl = useIntl();
  const form = useZodForm(secretField as z.ZodType<{ secret: string }, { secret: string }>, { defaultValues: { secret: '' } });
  const save = useIpcMutation('profiles.setSecret');
  const clear = useIpcMutation('profiles.clearSecret');
  const submit = form.handleSubmit(({ secret }) =>
    save.mutate(
      { id: profile.id, secret },
      {
        onSuccess: () => {
          form.reset({ secret: '' });
          onSaved?.(profile.id);
          onDone();
        },
      },
    ),
  );
  return (
    <form className="form" aria-label={intl.formatMessage({ id: 'settings.secretForm.title' }, { name: profile.name })} onSubmit={(e) => void submit(e)} noValidate>
      <p className="hint">
        <FormattedMessage id="settings.secretForm.intro" />
      </p>
      <FormTextField control={form.control} name="secret" type="password" autoComplete="off" label={<FormattedMessage id="settings.secretForm.field" />} isRequired />
      <ErrorNotice error={save.error ?? clear.error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" isDisabled={save.isPending}>
          <FormattedMessage id="settings.secretForm.save" />
        </Button>
        {profile.secret.set && profile.secret.source !== 'env' && profile.secret.source !== 'sandbox' ? (
          <Button variant="danger" onPress={() => clear.mutate({ id: profile.id }, { onSuccess: () => { onSaved?.(profile.id); onDone(); } })}>
            <FormattedMessage id="settings.secretForm.remove" />
          </Button>
        ) : null}
        <Button onPress={onDone}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </form>
  );
}
