// The demo personas of spec §C. Ids are fixed so every area's seeder can attach its records to them.
export const DEMO_PASSWORD = 'Passw0rd!';

export type PersonaKey =
  'member' | 'arrears' | 'applicant' | 'pending' | 'firm' | 'newfirm' | 'admin' | 'superadmin' | 'approver' | 'graduate';

export interface Persona {
  key: PersonaKey;
  email: string;
  name: string;
  role: 'member' | 'applicant' | 'firm' | 'admin' | 'superadmin' | 'approver';
  description: string;
  userId: number;
  type: 'Individual' | 'Corporate';
  category: string | null;
  /** Set when the persona has a profile. */
  profileId: string | null;
  memberNo: string | null;
  customerNo: string | null;
  firstName: string;
  lastName: string;
  idNumber: string | null;
  phone: string | null;
  isAdmin: boolean;
  isApprover: boolean;
}

const p = (x: Persona) => x;

export const personas: readonly Persona[] = [
  p({
    key: 'member',
    email: 'member@demo.test',
    name: 'Wanjirũ Kamau',
    role: 'member',
    description: 'Individual, complete profile, Released application, member number, in good standing, CPD points, paid subscription',
    userId: 1,
    type: 'Individual',
    category: 'PE',
    profileId: 'PROF-0001',
    memberNo: 'M1001',
    customerNo: 'CUST-0001',
    firstName: 'Wanjirũ',
    lastName: 'Kamau',
    idNumber: '23456789',
    phone: '0712345678',
    isAdmin: false,
    isApprover: false,
  }),
  p({
    key: 'arrears',
    email: 'arrears@demo.test',
    name: 'Otieno Ochieng',
    role: 'member',
    description: 'Individual member with unpaid subscription invoices and a balance in arrears (good-standing reasons listed)',
    userId: 2,
    type: 'Individual',
    category: 'PE',
    profileId: 'PROF-0002',
    memberNo: 'M1002',
    customerNo: 'CUST-0002',
    firstName: 'Otieno',
    lastName: 'Ochieng',
    idNumber: '24567890',
    phone: '0723456789',
    isAdmin: false,
    isApprover: false,
  }),
  p({
    key: 'applicant',
    email: 'applicant@demo.test',
    name: 'Achieng Atieno',
    role: 'applicant',
    description: 'Individual with an account but no profile (goes to initiate-profile)',
    userId: 3,
    type: 'Individual',
    category: 'GRADUATE',
    profileId: null,
    memberNo: null,
    customerNo: null,
    firstName: 'Achieng',
    lastName: 'Atieno',
    idNumber: '25678901',
    phone: '0734567890',
    isAdmin: false,
    isApprover: false,
  }),
  p({
    key: 'pending',
    email: 'pending@demo.test',
    name: 'Kiprotich Koech',
    role: 'applicant',
    description: 'Individual with a profile, incomplete checklist, a New application and two referees, one of whom has not answered',
    userId: 4,
    type: 'Individual',
    category: 'GRADUATE',
    profileId: 'PROF-0004',
    memberNo: null,
    customerNo: 'CUST-0004',
    firstName: 'Kiprotich',
    lastName: 'Koech',
    idNumber: '26789012',
    phone: '0745678901',
    isAdmin: false,
    isApprover: false,
  }),
  p({
    key: 'firm',
    email: 'firm@demo.test',
    name: 'Mwangi & Njoroge Consulting Engineers',
    role: 'firm',
    description: 'Corporate member with firm profile, directors, shareholders',
    userId: 5,
    type: 'Corporate',
    category: 'CORPORATE',
    profileId: 'PROF-0005',
    memberNo: 'F2001',
    customerNo: 'CUST-0005',
    firstName: 'Mwangi & Njoroge Consulting Engineers',
    lastName: '',
    idNumber: 'P051234567Q',
    phone: '0202345678',
    isAdmin: false,
    isApprover: false,
  }),
  p({
    key: 'newfirm',
    email: 'newfirm@demo.test',
    name: 'Rift Valley Structural Ltd',
    role: 'firm',
    description: 'Corporate account without a profile (goes to initiate-firm)',
    userId: 6,
    type: 'Corporate',
    category: 'CORPORATE',
    profileId: null,
    memberNo: null,
    customerNo: null,
    firstName: 'Rift Valley Structural Ltd',
    lastName: '',
    idNumber: 'P059876543R',
    phone: '0512345678',
    isAdmin: false,
    isApprover: false,
  }),
  p({
    key: 'admin',
    email: 'admin@demo.test',
    name: 'Grace Wambui',
    role: 'admin',
    description: 'Administrator (sees User Settings only)',
    userId: 7,
    type: 'Individual',
    category: null,
    profileId: null,
    memberNo: null,
    customerNo: null,
    firstName: 'Grace',
    lastName: 'Wambui',
    idNumber: null,
    phone: '0756789012',
    isAdmin: true,
    isApprover: false,
  }),
  p({
    key: 'superadmin',
    email: 'superadmin@demo.test',
    name: 'Brian Mutua',
    role: 'superadmin',
    description: 'The super administrator (all admin links)',
    userId: 8,
    type: 'Individual',
    category: null,
    profileId: null,
    memberNo: null,
    customerNo: null,
    firstName: 'Brian',
    lastName: 'Mutua',
    idNumber: null,
    phone: '0767890123',
    isAdmin: true,
    isApprover: false,
  }),
  p({
    key: 'approver',
    email: 'approver@demo.test',
    name: 'Faith Nyambura',
    role: 'approver',
    description: 'A user with is_approver (cannot be edited or impersonated by admins)',
    userId: 9,
    type: 'Individual',
    category: 'PE',
    profileId: 'PROF-0009',
    memberNo: 'M1009',
    customerNo: 'CUST-0009',
    firstName: 'Faith',
    lastName: 'Nyambura',
    idNumber: '27890123',
    phone: '0778901234',
    isAdmin: false,
    isApprover: true,
  }),
  // Not in spec §C: member@ is already a Professional Engineer, so the upgrade journey of issue 14 (GRADUATE
  // to PE) needs a graduate member. Everything of the PE upgrade checklist passes but the specialisation.
  p({
    key: 'graduate',
    email: 'graduate@demo.test',
    name: 'Akinyi Odhiambo',
    role: 'member',
    description: 'Individual GRADUATE member (member number, paid up) ready to upgrade to PE once a specialisation is added',
    userId: 10,
    type: 'Individual',
    category: 'GRADUATE',
    profileId: 'PROF-0010',
    memberNo: 'M1010',
    customerNo: 'CUST-0010',
    firstName: 'Akinyi',
    lastName: 'Odhiambo',
    idNumber: '28901234',
    phone: '0789012345',
    isAdmin: false,
    isApprover: false,
  }),
];

export const personaByKey = (key: PersonaKey): Persona => {
  const found = personas.find((x) => x.key === key);
  if (!found) throw new Error(`Unknown persona ${key}`);
  return found;
};
