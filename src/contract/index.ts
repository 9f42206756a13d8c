export * from './endpoint';
export * from './envelope';
export * from './base64';
export * from './rules';
export * from './user';
export * from './auth';
export * from './form-codec';
export * from './json-text';
export { endpoints, listEndpoints } from './endpoints';
