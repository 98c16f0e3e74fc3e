// The active profile with its SANDBOX / LIVE marker, and a menu to switch to another profile.
import { useNavigate } from '@tanstack/react-router';
import { Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, Header } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useIpcMutation } from '../../api/mutations';
import { useProfiles } from '../../api/queries';
import { Button } from '../../components/Button';
import { EnvMarker } from '../../components/EnvMarker';

export function ProfileSwitcher() {
  const navigate = useNavigate();
  const list = useProfiles();
  const profiles = list.data?.profiles ?? [];
  const active = profiles.find((p) => p.active) ?? null;
  // Not known yet (the first answer is on its way, or waits for a host that does not answer): never "none".
  const unknown = list.data === undefined;
  const switchTo = useIpcMutation('profiles.switch');

  return (
    <div className="row">
      <MenuTrigger>
        <Button className="profile-button" data-testid="profile-switcher" data-env={active?.kind}>
          <span className="visually-hidden">
            <FormattedMessage id="shell.profile.label" />:{' '}
          </span>
          {active ? <EnvMarker kind={active.kind} /> : null}
          <span className="active-profile" data-testid="active-profile">
            {active ? active.name : unknown ? '…' : <FormattedMessage id="shell.profile.none" />}
          </span>
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu
            className="menu"
            onAction={(key) => {
              if (key === '__manage') void navigate({ to: '/settings', search: { section: 'profiles' } });
              else if (typeof key === 'string' && key !== active?.id) switchTo.mutate({ id: key });
            }}
            selectionMode="single"
            selectedKeys={active ? [active.id] : []}
          >
            <MenuSection>
              <Header className="menu-section-header">
                <FormattedMessage id="shell.profile.menu" />
              </Header>
              {profiles.map((p) => (
                <MenuItem key={p.id} id={p.id} className="menu-item" textValue={p.name}>
                  <EnvMarker kind={p.kind} /> {p.name}
                </MenuItem>
              ))}
            </MenuSection>
            <Separator />
            <MenuItem id="__manage" className="menu-item">
              <FormattedMessage id="shell.profile.manage" />
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {switchTo.isError ? (
        <span role="alert" className="badge tone-bad">
          <FormattedMessage id="shell.profile.switchFailed" />
        </span>
      ) : null}
    </div>
  );
}
