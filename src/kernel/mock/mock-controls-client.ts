// The API client of the mock controls (/__mock/*), made on first use: mock-mode screens, the dev panel and the
// code dialogs' "Show the message" only, so a real build never creates it.
import { createApiClient } from '../../api';
import { MOCK_CONTROLS_BASE } from '#contract/mock-state.ts';
import type { ApiClient } from '#contract';

let client: ApiClient | undefined;

export function mockControlsClient(): ApiClient {
  client ??= createApiClient({ baseURL: MOCK_CONTROLS_BASE });
  return client;
}
