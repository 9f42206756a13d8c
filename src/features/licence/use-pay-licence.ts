// Pay Now for a licence (document 3 §4, §9): the hand-off with 'License fees', back to the licence list on success,
// the current page on failure. Returns the problem to show, or null once the browser leaves for the payment page.
import { useSelector } from '@xstate/react';
import type { LicenceListItem } from '../../contract/membership-licence';
import { hrefTo } from '../../contract/routes';
import { useMemberShell } from '../member/member-context';
import { useStartPayment } from '../payment/use-start-payment';

const LICENCE_PAYMENT_DESCRIPTION = 'License fees';

export function usePayLicence(): (licence: Pick<LicenceListItem, 'licenseApplicationNo' | 'amount'>) => string | null {
  const profile = useSelector(useMemberShell(), (s) => s.context.data?.profile ?? null);
  const startPayment = useStartPayment();
  return (licence) => {
    if (!profile) return 'Your profile is still loading. Try again in a moment.';
    return startPayment(
      {
        kind: 'document',
        payerID: profile.CustomerNo,
        sourceDocumentNo: licence.licenseApplicationNo,
        description: LICENCE_PAYMENT_DESCRIPTION,
        amount: licence.amount,
        accountNo: profile.MemberNo || profile.CustomerNo,
      },
      hrefTo('license'),
    );
  };
}
