// The Payment History file's header row as a member reads it (issue 34 item 3: words, not the wire's field names),
// held once for the unit test of the file and the browser test of its download.
export const PAYMENT_HISTORY_CSV_HEADER = [
  'Receipt No',
  'Date of payment',
  'Paid for',
  'From',
  'To',
  'Amount (KES)',
  'Payment ID',
  'Payment type',
  'Year of subscription',
  'E-mail',
  'Name',
  'No.',
];
