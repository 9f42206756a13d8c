// Admin Settings (document 1 §2.6): site colours, installed packages and minor settings — not built yet.
export function AdminSettingsPage() {
  return (
    <section aria-labelledby="admin-settings-title" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 id="admin-settings-title" className="text-2xl font-semibold text-slate-900">
        Admin Settings
      </h1>
      <p className="mt-2 text-slate-600">Site colours, installed packages and minor settings: this screen is being built.</p>
    </section>
  );
}
