// The licence document page's panel (/license/document/:code, spec 3 §2 Licence, §5, spec §A): reads the
// licence; while no signed document is uploaded, the member chooses one — screened by content before it counts as
// chosen (a PDF of at most 3,145,728 bytes, else the message and nothing chosen) — and Upload, possible only with a
// file chosen, sends it; once uploaded, the pro-forma (Invoice) is there. A refusal from the server keeps the file.
import { assign, fromPromise, setup } from 'xstate';
import { membershipEndpoints, type ApiClient } from '#contract';
import { failureOf } from '#contract/error-text.ts';
import { LICENCE_UPLOAD_LIMIT, type Licence, type LicenceListItem } from '#contract/membership-licence.ts';
import { fileToBase64, screenPdf } from '#contract/upload.ts';
import { loadFailedState, loadingState } from '../load/load-state';
import { hasSignedDocument } from './licence-rules';
import type { EventsOf } from '../event-schemas';
import type { licenceUploadEventSchemas } from './licence-upload.events';

export interface LicenceUploadInput {
  api: ApiClient;
  /** The licence application number of the route. */
  code: string;
}

export interface LicenceUploadContext {
  api: ApiClient;
  code: string;
  licence: Licence | null;
  /** The screened file Upload sends. */
  file: Blob | null;
  /** The file being screened. */
  pending: Blob | null;
  fileName: string;
  /** Why the chosen file was refused (too large, not a PDF), or the server's refusal of an upload. */
  refusal: string | null;
  error: string | null;
  retryable: boolean;
}

export type LicenceUploadEvent = EventsOf<typeof licenceUploadEventSchemas>;

export const licenceUploadMachine = setup({
  types: {
    input: {} as LicenceUploadInput,
    context: {} as LicenceUploadContext,
    events: {} as LicenceUploadEvent,
  },
  actors: {
    loadLicence: fromPromise<Licence, { api: ApiClient; code: string }>(
      async ({ input }) => (await input.api.call(membershipEndpoints.licence, { params: { id: input.code } })).data,
    ),
    screenFile: fromPromise<string | null, { file: Blob }>(({ input }) => screenPdf(input.file, LICENCE_UPLOAD_LIMIT)),
    uploadFile: fromPromise<LicenceListItem, { api: ApiClient; code: string; file: Blob }>(async ({ input }) => {
      const licenseBase64 = await fileToBase64(input.file);
      return (await input.api.call(membershipEndpoints.updateLicence, { body: { licenseApplicationNo: input.code, licenseBase64 } })).data;
    }),
  },
  guards: {
    isUploaded: ({ context }) => context.licence !== null && hasSignedDocument(context.licence),
    hasFile: ({ context }) => context.file !== null,
    isChosenNothing: ({ event }) => event.type === 'upload.choose' && !event.file,
  },
}).createMachine({
  id: 'licenceUpload',
  context: ({ input }) => ({
    api: input.api,
    code: input.code,
    licence: null,
    file: null,
    pending: null,
    fileName: '',
    refusal: null,
    error: null,
    retryable: false,
  }),
  initial: 'loading',
  states: {
    loading: loadingState({
      src: 'loadLicence',
      input: ({ context }: { context: LicenceUploadContext }) => ({ api: context.api, code: context.code }),
      done: 'checking',
      keep: (licence: Licence) => ({ licence }),
    }),
    failed: loadFailedState('loading'),
    checking: { always: [{ guard: 'isUploaded', target: 'uploaded' }, { target: 'choosing' }] },
    choosing: {
      initial: 'idle',
      on: {
        'upload.choose': [
          { guard: 'isChosenNothing', target: '.idle', actions: assign({ file: null, fileName: '', refusal: null }) },
          {
            target: '.screening',
            actions: assign({
              file: null,
              pending: ({ event }) => event.file ?? null,
              fileName: ({ event }) => event.name ?? (event.file instanceof File ? event.file.name : 'document.pdf'),
              refusal: null,
            }),
          },
        ],
      },
      states: {
        idle: { on: { 'upload.send': { guard: 'hasFile', target: 'uploading' } } },
        screening: {
          invoke: {
            src: 'screenFile',
            input: ({ context }) => ({ file: context.pending as Blob }),
            onDone: [
              // The spec's toast becomes an inline message by the field; the file is cleared (spec 3 §5).
              {
                guard: ({ event }) => event.output !== null,
                target: 'idle',
                actions: assign({ refusal: ({ event }) => event.output, fileName: '', pending: null }),
              },
              { target: 'idle', actions: assign({ file: ({ context }) => context.pending, pending: null }) },
            ],
            onError: { target: 'idle', actions: assign({ refusal: 'The file could not be read.', fileName: '', pending: null }) },
          },
        },
        uploading: {
          on: { 'upload.choose': {} },
          invoke: {
            src: 'uploadFile',
            input: ({ context }) => ({ api: context.api, code: context.code, file: context.file as Blob }),
            onDone: {
              target: '#licenceUpload.uploaded',
              actions: assign({
                licence: ({ context, event }) => ({ ...(context.licence as Licence), ...event.output }),
                file: null,
                refusal: null,
              }),
            },
            onError: { target: 'idle', actions: assign(({ event }) => ({ refusal: failureOf(event.error).error })) },
          },
        },
      },
    },
    uploaded: {},
  },
});
