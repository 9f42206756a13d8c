// @vitest-environment jsdom
// What a logout leaves in the browser's storage (issue 24 item 6): every member datum goes (the session, the
// licence draft, a payment in progress, a referee's answers, any key added later), the settings and the tester's
// controls stay.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetMemberData } from '#kernel/member-data.ts';
import { licenceDraftKey } from '#machines/licence/licence-draft.ts';
import { createSessionStore, SESSION_STORE_KEYS } from '#machines/session/session-store.ts';

const keysOf = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();

describe('forgetMemberData', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes the member data of both storages and keeps only what holds none', () => {
    for (const key of [
      SESSION_STORE_KEYS.session,
      licenceDraftKey(7),
      'portal.someFutureDraft',
      'not-ours',
      SESSION_STORE_KEYS.notice,
      SESSION_STORE_KEYS.inactivity,
      'portal.site',
      'portal.events.layout',
      'portal.mock.world',
    ])
      localStorage.setItem(key, '1');
    for (const key of ['portal.payment.abc', 'portal.referee.draft.x', 'portal.devPanel.flows', 'portal.devPanel.tab'])
      sessionStorage.setItem(key, '1');

    forgetMemberData();

    expect(keysOf(localStorage)).toEqual(
      [SESSION_STORE_KEYS.inactivity, SESSION_STORE_KEYS.notice, 'portal.events.layout', 'portal.mock.world', 'portal.site'].sort(),
    );
    expect(keysOf(sessionStorage)).toEqual(['portal.devPanel.flows', 'portal.devPanel.tab']);
  });

  it('a kept prefix keeps only its own keys ("portal.devPanel." does not keep "portal.devPanelX")', () => {
    sessionStorage.setItem('portal.devPanelX', '1');
    localStorage.setItem('portal.site.other', '1');
    forgetMemberData();
    expect(keysOf(sessionStorage)).toEqual([]);
    expect(keysOf(localStorage)).toEqual([]);
  });

  it("is the browser session store's forgetMember, and storage that refuses is no error", () => {
    localStorage.setItem(licenceDraftKey(1), '{}');
    createSessionStore(() => localStorage, forgetMemberData).forgetMember();
    expect(localStorage.getItem(licenceDraftKey(1))).toBeNull();
    expect(() =>
      forgetMemberData(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
