// /register/:type/:code (spec 1 §2.1): e-mail, phone, ID (the tax PIN for CORPORATE), password and confirm.
// Its output, the new account's {id, phone_no}, is what the OTP page's link carries. The phone is typed as people
// write it and sent as its digits.
import {
  authEndpoints,
  FIRM_CATEGORY,
  phoneDigits,
  type Register,
  type Registered,
  RegisterFirmFormSchema,
  RegisterFormSchema,
} from '#contract';
import { createFormMachine } from '../form/form.machine';

const definition = (id: string, schema: typeof RegisterFormSchema) =>
  createFormMachine<Register, Registered>({
    id,
    schema,
    initial: { email: '', phone: '', id_number: '', password: '', confirmPassword: '', category: '', type: 'Individual' },
    // The phone as typed ("0712 345 678") is stored as its digits (issue 34 item 4).
    submit: async ({ api, values }) =>
      (await api.call(authEndpoints.register, { body: { ...values, phone: phoneDigits(values.phone) } })).data,
  });

export const registerMachine = definition('register', RegisterFormSchema);
export const registerFirmMachine = definition('registerFirm', RegisterFirmFormSchema);

/** The schema the register form checks (the firm's asks for the tax PIN). */
export const registerSchemaFor = (category: string) =>
  category.toUpperCase() === FIRM_CATEGORY ? RegisterFirmFormSchema : RegisterFormSchema;

export const registerMachineFor = (category: string) => (category.toUpperCase() === FIRM_CATEGORY ? registerFirmMachine : registerMachine);
