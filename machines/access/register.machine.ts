// /register/:type/:code (spec 1 §2.1): e-mail, phone, ID (the tax PIN for CORPORATE), password and confirm.
// Its output, the new account's {id, phone_no}, is what the OTP page's link carries.
import { authEndpoints, FIRM_CATEGORY, type Register, type Registered, RegisterFirmSchema, RegisterSchema } from '#contract';
import { createFormMachine } from '../form/form.machine';

const definition = (id: string, schema: typeof RegisterSchema) =>
  createFormMachine<Register, Registered>({
    id,
    schema,
    initial: { email: '', phone: '', id_number: '', password: '', confirmPassword: '', category: '', type: 'Individual' },
    submit: async ({ api, values }) => (await api.call(authEndpoints.register, { body: values })).data,
  });

export const registerMachine = definition('register', RegisterSchema);
export const registerFirmMachine = definition('registerFirm', RegisterFirmSchema);

/** The schema the register form checks (the firm's asks for the tax PIN). */
export const registerSchemaFor = (category: string) => (category.toUpperCase() === FIRM_CATEGORY ? RegisterFirmSchema : RegisterSchema);

export const registerMachineFor = (category: string) => (category.toUpperCase() === FIRM_CATEGORY ? registerFirmMachine : registerMachine);
