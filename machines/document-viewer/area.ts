// The flows of machines/document-viewer/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { type ApiClient, encodeBase64, membershipEndpoints } from '#contract';
import { documentViewerMachine } from './document-viewer.machine';
import { defineFlow, type FlowPaths, text } from '../flow-manifest';

/** A PDF's page count read from its objects: enough for a headless viewer (pdf.js renders in the browser). */
function countPdfPages(bytes: Uint8Array): Promise<{ pageCount: number }> {
  const source = new TextDecoder('latin1').decode(bytes);
  if (!source.startsWith('%PDF-')) return Promise.reject(new Error('This document is not a PDF.'));
  return Promise.resolve({ pageCount: Math.max(1, (source.match(/\/Type\s*\/Page(?!s)/g) ?? []).length) });
}

export const flows = [
  defineFlow({
    name: 'document-viewer',
    description: 'The shared PDF viewer, as the certificate of good standing (input `code`: the base64 member number)',
    source: 'machines/document-viewer/document-viewer.machine.ts',
    machine: () => documentViewerMachine,
    input: (env, given) => {
      // Read now, not in the call: a replay takes the input a flow reads on creation as the input it has (decision 039).
      const id = text(given, 'code', '');
      return {
        api: env.api,
        load: async (api: ApiClient) => (await api.call(membershipEndpoints.goodStandingCertificate, { params: { id } })).data,
        open: (bytes: Uint8Array) => countPdfPages(bytes),
      };
    },
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      return {
        // member@ is in good standing: the certificate is a PDF. The page count is read from it, not fetched.
        starts: [
          {
            as: 'member@demo.test',
            input: { code: encodeBase64(member.memberNo) },
            events: [
              { type: 'viewer.next' },
              { type: 'viewer.previous' },
              { type: 'viewer.goTo', page: 1 },
              { type: 'viewer.zoomIn' },
              { type: 'viewer.zoomOut' },
              { type: 'load.retry' },
            ],
            answers: { openDocument: { done: { pageCount: 1 } } },
          },
        ],
      };
    },
  }),
];
