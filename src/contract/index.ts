export * from './endpoint';
export * from './envelope';
export * from './base64';
export * from './rules';
export * from './user';
export * from './auth';
export * from './form-codec';
export * from './form-encode';
export * from './membership-applications';
export * from './membership-upgrades';
export * from './membership-billing';
export * from './membership-statement';
export * from './payment-batch';
export * from './good-standing';
export * from './membership-licence';
export * from './membership-events';
export * from './membership-cpd';
export {
  endpoints,
  listEndpoints,
  authEndpoints,
  categoryEndpoints,
  memberAccountEndpoints,
  memberProfileEndpoints,
  memberSearchEndpoints,
  membershipEndpoints,
  profileEndpoints,
  setupEndpoints,
  signInEndpoints,
  siteEndpoints,
} from './endpoints';
export * from './mask';
export * from './catalog';
export * from './file-type';
export * from './setup';
export * from './checklist';
export { type Profile } from './profile';
export * from './profile-search';
export * from './member-card';
export * from './return-url';
