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
