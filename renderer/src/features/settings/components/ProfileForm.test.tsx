// A live profile's base URL: the field starts empty (a prefilled https:// with a whole address typed after it was
// saved as https://http//…), an address with two schemes is refused on the field, and the address is shown as
// it will be used while it is typed.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MethodInput, MethodOutput } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { ProfileForm } from './ProfileForm';

function setup(locale: 'en' | 'zh-CN' = 'en') {
  const created: Array<MethodInput<'profiles.create'>> = [];
  const bridge = fakeBridge({
    'profiles.create': (input) => {
      created.push(input);
      return { id: 'p1', name: input.name, kind: 'live' } as MethodOutput<'profiles.create'>;
    },
  });
  renderWithProviders(<ProfileForm editing={null} onDone={() => undefined} />, { bridge, locale });
  return { created };
}
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    fireEvent.change(el, { target: { value } });
  });

describe('the base URL of a live profile', () => {
  it('starts empty and shows the address as it will be used', () => {
    setup();
    const url = field(/Base URL/);
    expect(url.value).toBe('');
    expect(screen.queryByTestId('base-url-used')).toBeNull();
    type(url, '  https://OpenAPI.Example.com/open/  ');
    expect(screen.getByTestId('base-url-used').textContent).toBe('Opsdesk will call https://openapi.example.com/open');
  });

  it('refuses two schemes on the field, and saves nothing', async () => {
    const { created } = setup();
    type(field(/Name/), 'Live');
    type(field(/Base URL/), 'https://http://127.0.0.1:8103');
    type(field(/App ID/i), 'ak_LIVE_00000001');
    expect(screen.queryByTestId('base-url-used')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    });
    await waitFor(() => expect(screen.getByText('starts with two schemes (such as https://http://): keep only one')).toBeTruthy());
    expect(created).toEqual([]);
  });

  it('says where it will call in zh-CN too', () => {
    setup('zh-CN');
    type(field(/接口地址/), 'http://127.0.0.1:8103/');
    expect(screen.getByTestId('base-url-used').textContent).toBe('Opsdesk 将调用 http://127.0.0.1:8103');
  });
});

describe('the app secret in the live profile dialog', () => {
  it('has a password field, and the secret goes through profiles.setSecret after the profile is made, never with it', async () => {
    const calls: string[] = [];
    const secrets: Array<MethodInput<'profiles.setSecret'>> = [];
    const created: Array<MethodInput<'profiles.create'>> = [];
    let done = false;
    const bridge = fakeBridge({
      'profiles.create': (input) => {
        calls.push('create');
        created.push(input);
        return { id: 'p9', name: input.name, kind: 'live' } as MethodOutput<'profiles.create'>;
      },
      'profiles.setSecret': (input) => {
        calls.push('setSecret');
        secrets.push(input);
        return { secret: { set: true, source: 'session' } };
      },
    });
    renderWithProviders(<ProfileForm editing={null} onDone={() => (done = true)} />, { bridge });
    const secret = screen.getByLabelText(/App secret/) as HTMLInputElement;
    expect(secret.type).toBe('password');
    type(field(/Name/), 'Live');
    type(field(/Base URL/), 'https://openapi.example.com');
    type(field(/App ID/i), 'ak_LIVE_00000001');
    type(secret, 's3cret+/=');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    });
    await waitFor(() => expect(done).toBe(true));
    expect(calls).toEqual(['create', 'setSecret']);
    expect(secrets).toEqual([{ id: 'p9', secret: 's3cret+/=' }]);
    expect(JSON.stringify(created)).not.toContain('s3cret');
  });

  it('refuses a secret with spaces around it on its field, before anything is saved', async () => {
    const { created } = setup();
    type(field(/Name/), 'Live');
    type(field(/Base URL/), 'https://openapi.example.com');
    type(field(/App ID/i), 'ak_LIVE_00000001');
    type(screen.getByLabelText(/App secret/) as HTMLInputElement, ' s3cret ');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    });
    await waitFor(() => expect(screen.getByLabelText(/App secret/).getAttribute('aria-invalid')).toBe('true'));
    expect(created).toEqual([]);
  });
});
