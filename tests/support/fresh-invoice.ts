// A new open invoice of arrears@, for a payment test in a file whose tests share one world (earlier tests may have
// paid every invoice the scenario seeded).
import { encodeBase64Json } from '#contract';
import { createInvoice } from '#mocks/domain/ledger.ts';
import { memberRefOf } from '#mocks/domain/member.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import type { Backend } from '#mocks/backend.ts';

let made = 0;

async function freshInvoice(backend: Backend) {
  const arrears = personaByKey('arrears');
  made += 1;
  return createInvoice(backend.simulation, {
    member: memberRefOf(backend.db, arrears.profileId!),
    source: 'Subscription',
    sourceCode: `TEST-${made}`,
    description: 'Subscription Payment',
    amount: 1_000 * made,
  });
}

/** The payment page's batch (base64 JSON) that pays a fresh invoice of arrears@ in full, returning to `urls`. */
export async function freshInvoiceBatch(backend: Backend, urls: { success_url: string; fail_url: string }) {
  const arrears = personaByKey('arrears');
  const invoice = await freshInvoice(backend);
  const batch = encodeBase64Json({
    payerID: arrears.customerNo,
    sourceDocumentNo: invoice.documentNo,
    description: 'Subscription Payment',
    amount: invoice.remainingAmount,
    accountNo: arrears.memberNo,
    ...urls,
  });
  return { invoice, batch };
}
