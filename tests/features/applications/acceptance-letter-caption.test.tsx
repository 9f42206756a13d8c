// @vitest-environment jsdom
// The settings' acceptance_letter_caption (document 1 §3) names the acceptance letter: member@ (a Released
// application) reads it on My Membership Applications' row action; with the caption empty the screen's own words
// ('Acceptance Letter', document 3 §2) stay.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptanceLetterLabel } from '#contract/captions.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { signInThroughThePortal } from '../../support/portal';

const member = personaByKey('member');

describe('acceptance_letter_caption', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  const setCaption = async (caption: string) => {
    const db = t.backend.db;
    await db.settings.update(db.settings.findFirst()!, { data: (s) => void (s.minor_settings.acceptance_letter_caption = caption) });
  };
  const openApplications = async () => {
    await signInThroughThePortal(member.email);
    fireEvent.click((await screen.findAllByRole('link', { name: 'Application' }, { timeout: 10_000 }))[0]!);
    await screen.findByRole('heading', { level: 1, name: 'My Membership Applications' }, { timeout: 10_000 });
  };

  it('the caption falls back to the screen’s words only when empty', () => {
    expect(acceptanceLetterLabel('Letter of Acceptance', 'Acceptance Letter')).toBe('Letter of Acceptance');
    expect(acceptanceLetterLabel('  ', 'Acceptance Letter')).toBe('Acceptance Letter');
  });

  it('document 1 §3: acceptance_letter_caption names the acceptance letter on My Membership Applications', async () => {
    await setCaption('Letter of Acceptance');
    await openApplications();
    expect(await screen.findAllByRole('link', { name: /^Letter of Acceptance/ }, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: /^Acceptance Letter/ })).toHaveLength(0);
  });

  it('with the caption empty the row action reads Acceptance Letter', async () => {
    await setCaption('');
    await openApplications();
    expect(await screen.findAllByRole('link', { name: /^Acceptance Letter/ }, { timeout: 10_000 })).not.toHaveLength(0);
  });
});
