// The fake server knows the super administrator by the configured address (VITE_SUPER_ADMIN_EMAIL), the same one
// the admin screens use: with another address, that admin may save the settings and payment options, and the
// default super administrator may not.
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, endpoints } from '#contract';
import { useBackend } from '../../support/backend';

describe('shell: the super administrator is the configured address', () => {
  const t = useBackend({ scenario: 'default', superAdminEmail: ' Admin@Demo.test ' });

  it('lets the configured admin read payment options, and refuses the default address', async () => {
    const configured = await t.signIn('admin@demo.test');
    expect((await configured.call(endpoints.setup.paymentOptions)).data.data.length).toBeGreaterThan(0);
    const usual = await t.signIn('superadmin@demo.test');
    await expect(usual.call(endpoints.setup.paymentOptions)).rejects.toMatchObject({ status: 403, message: ADMIN_MESSAGES.superAdminOnly });
  });
});
