// The side menu marks one item at a time (issue 10: the approver saw Application and Certificate marked together,
// both pointing at /application).
import { describe, expect, it } from 'vitest';
import { currentMenuKey, type SideMenuItem } from '#app/member/side-menu.tsx';

const items: SideMenuItem[] = [
  { key: 'Dashboard', label: 'Dashboard', path: '/dashboard' },
  { key: 'Application', label: 'Application', path: '/application' },
  { key: 'Certificate', label: 'Certificate', path: '/application' },
  { key: 'Upgrade', label: 'Upgrade', path: '/upgrade' },
  { key: 'Standing', label: 'Certificate', path: '/dashboard/goodStanding/TTEwMDE' },
];

describe('currentMenuKey: one item marked', () => {
  it('marks only the first of two items that share the location', () => {
    expect(currentMenuKey(items, '/application')).toBe('Application');
  });
  it('marks an item for the pages under it', () => {
    expect(currentMenuKey(items, '/upgrade/plan')).toBe('Upgrade');
    expect(currentMenuKey(items, '/application/certificate/APP-1')).toBe('Application');
  });
  it('marks the exact item over a shorter one the location sits under (Dashboard only matches itself)', () => {
    expect(currentMenuKey(items, '/dashboard/goodStanding/TTEwMDE')).toBe('Standing');
    expect(currentMenuKey(items, '/dashboard/settings')).toBeNull();
    expect(currentMenuKey(items, '/dashboard')).toBe('Dashboard');
  });
  it('does not mark an item whose path is only a prefix of the word (/upgrades is not under /upgrade)', () => {
    expect(currentMenuKey(items, '/upgrades')).toBeNull();
  });
});
