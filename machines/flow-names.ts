// The names of the flows a tester drives headlessly (`portal flows`, `portal replay <flow>`, the dev panel's
// event log), part of the CLI's interface. Derived from the flow manifests (machines/<area>/area.ts) and imported
// as a type only, so the app's first load carries none of them (decision 029).
export type { FlowName } from './flows';
