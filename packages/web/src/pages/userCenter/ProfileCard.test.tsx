import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import '../../app/i18n';
import type { SessionUser } from '../../app/session';
import { ProfileCard } from './ProfileCard';

afterEach(cleanup);

const user = (nickName: string): SessionUser => ({
  userId: 'u1',
  account: 'newbie@example.com',
  userName: 'newbie',
  nickName,
  headImg: '',
  sex: -1,
  groups: [],
});

describe('the profile card', () => {
  it('fills from the session, but a late session refresh keeps what the person typed', () => {
    const view = (u: SessionUser) => (
      <App>
        <ProfileCard user={u} />
      </App>
    );
    const { rerender } = render(view(user('Newbie')));
    const nick = screen.getByTestId('profile-nick') as HTMLInputElement;
    expect(nick.value).toBe('Newbie');
    fireEvent.change(nick, { target: { value: 'Renamed' } });
    // The same user object arriving again (a token refresh re-reading the session): a new identity.
    rerender(view(user('Newbie')));
    expect((screen.getByTestId('profile-nick') as HTMLInputElement).value).toBe('Renamed');
  });
});
