// Admin Settings (document 1 §2.6, §3, §4, §5, §7): the settings record as an editable draft — the nine theme
// colours (each refused while its text contrast is below 4.5:1, or while it is no colour at all), the installed
// packages, and the minor settings, whose referee-disclaimer and good-standing captions can change only while
// their toggles are on. Save creates the record when it has no id and updates it otherwise (multipart, the three
// lists as JSON strings); 'Setting Saved Successfully'.
import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  ADMIN_MESSAGES,
  MinorSettingsSchema,
  PORTAL_PACKAGES,
  shellEndpoints,
  SiteColorSchema,
  siteEndpoints,
  THEME_COLOR_NAMES,
  type ApiClient,
  type MinorSettings,
  type PortalPackage,
  type Settings,
} from '../../src/contract';
import { failureOf, describeError } from '../../src/contract/error-text';
import { contrastProblem, type ThemeColorName } from '../../src/contract/theme-contrast';

/** The portal's own colours (src/index.css), for a colour the record does not name. */
export const DEFAULT_THEME: Record<ThemeColorName, string> = {
  primary: '#0f4c81',
  secondary: '#b7860b',
  accent: '#1b998b',
  error: '#b3261e',
  info: '#0369a1',
  success: '#15803d',
  warning: '#b45309',
  BackTheme: '#f8fafc',
  BadgeTheme: '#b7860b',
};

/** Each caption that only means something while its toggle is on (document 1 §5). */
export const CAPTION_TOGGLES = {
  referee_disclaimer_caption: 'referee_disclaimer',
  certificate_of_good_standing_caption: 'certificate_of_good_standing',
} as const satisfies Partial<Record<keyof MinorSettings, keyof MinorSettings>>;

export interface SettingsDraft {
  /** Absent until the record exists: Save then creates it. */
  id: number | undefined;
  colors: Record<ThemeColorName, string>;
  packages: PortalPackage[];
  minor: MinorSettings;
}

export interface AdminSettingsContext {
  api: ApiClient;
  draft: SettingsDraft;
  error: string | null;
  retryable: boolean;
  notice: string | null;
}

export type AdminSettingsEvent =
  | { type: 'settings.color'; name: ThemeColorName; value: string }
  | { type: 'settings.package'; name: PortalPackage; on: boolean }
  | { type: 'settings.minor'; name: keyof MinorSettings; value: string | boolean }
  | { type: 'settings.save' }
  | { type: 'settings.retry' };

/** Emitted once the record is saved: whoever shows the portal's look reads the settings again. */
export type AdminSettingsEmitted = { type: 'settings.saved' };

/** Whether a caption may be edited now: always, unless its toggle is off. */
export function isCaptionEnabled(minor: MinorSettings, name: keyof MinorSettings): boolean {
  const toggle = (CAPTION_TOGGLES as Partial<Record<keyof MinorSettings, keyof MinorSettings>>)[name];
  return toggle === undefined || minor[toggle] === true;
}

/** Every reason the draft cannot be saved, by field ('color.primary', 'login_caption'…). */
export function problemsOf(draft: SettingsDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const name of THEME_COLOR_NAMES) {
    const value = draft.colors[name];
    const parsed = SiteColorSchema.safeParse({ colorName: name, color: value });
    const problem = parsed.success ? contrastProblem(name, value) : (parsed.error.issues[0]?.message ?? 'Not a colour.');
    if (problem) problems[`color.${name}`] = problem;
  }
  const minor = MinorSettingsSchema.safeParse(draft.minor);
  if (!minor.success) for (const issue of minor.error.issues) problems[String(issue.path[0] ?? 'minor')] ??= issue.message;
  return problems;
}

export function draftOf(settings: Settings | null): SettingsDraft {
  const named = Object.fromEntries((settings?.site_colors ?? []).map((c) => [c.colorName, c.color]));
  return {
    id: settings?.id,
    colors: Object.fromEntries(THEME_COLOR_NAMES.map((n) => [n, named[n] ?? DEFAULT_THEME[n]])) as Record<ThemeColorName, string>,
    packages: settings ? [...settings.site_installed_packages] : [...PORTAL_PACKAGES],
    minor: settings?.minor_settings ?? MinorSettingsSchema.parse({}),
  };
}

const isMissing = (e: unknown) => typeof e === 'object' && e !== null && (e as { status?: unknown }).status === 404;

export const adminSettingsMachine = setup({
  types: {
    input: {} as { api: ApiClient },
    context: {} as AdminSettingsContext,
    events: {} as AdminSettingsEvent,
    emitted: {} as AdminSettingsEmitted,
  },
  actors: {
    load: fromPromise(async ({ input }: { input: { api: ApiClient } }) => {
      try {
        return draftOf((await input.api.call(siteEndpoints.settings)).data);
      } catch (e) {
        // No record yet: start from the defaults, and Save creates it (document 1 §4).
        if (isMissing(e)) return draftOf(null);
        throw e;
      }
    }),
    save: fromPromise(async ({ input }: { input: { api: ApiClient; draft: SettingsDraft } }) => {
      const { id, colors, packages, minor } = input.draft;
      const answer = await input.api.call(shellEndpoints.saveSettings, {
        body: {
          ...(id === undefined ? {} : { id }),
          site_colors: JSON.stringify(THEME_COLOR_NAMES.map((colorName) => ({ colorName, color: colors[colorName].trim() }))),
          site_installed_packages: JSON.stringify(PORTAL_PACKAGES.filter((p) => packages.includes(p))),
          minor_settings: JSON.stringify(minor),
        },
      });
      return { draft: draftOf(answer.data), message: answer.message ?? ADMIN_MESSAGES.settingsSaved };
    }),
  },
  guards: {
    isSavable: ({ context }) => Object.keys(problemsOf(context.draft)).length === 0,
    isCaptionEditable: ({ context, event }) => event.type === 'settings.minor' && isCaptionEnabled(context.draft.minor, event.name),
  },
}).createMachine({
  id: 'adminSettings',
  context: ({ input }) => ({ api: input.api, draft: draftOf(null), error: null, retryable: false, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'editing', actions: assign({ draft: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    editing: {
      on: {
        'settings.color': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, colors: { ...context.draft.colors, [event.name]: event.value } }, notice: null })) },
        'settings.package': {
          actions: assign(({ context, event }) => {
            const rest = context.draft.packages.filter((p) => p !== event.name);
            return { draft: { ...context.draft, packages: event.on ? [...rest, event.name] : rest }, notice: null };
          }),
        },
        'settings.minor': {
          guard: 'isCaptionEditable',
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, minor: { ...context.draft.minor, [event.name]: event.value } }, notice: null })),
        },
        'settings.save': { guard: 'isSavable', target: 'saving' },
      },
    },
    saving: {
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({ api: context.api, draft: context.draft }),
        onDone: { target: 'editing', actions: [assign(({ event }) => ({ draft: event.output.draft, notice: event.output.message })), emit({ type: 'settings.saved' })] },
        // What was chosen stays; the server's refusal shows above the form.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
  },
});

export type AdminSettingsActor = ActorRefFrom<typeof adminSettingsMachine>;
