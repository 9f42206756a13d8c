// The side menu on a phone: a Headless UI dialog (focus kept inside, Escape, the page behind made inert). A chunk
// of its own, fetched when a pointer, a finger or the focus reaches the menu button (member-layout.tsx) and shown
// by the layout's own open state once it is here: nothing is replayed (docs/decisions/033-framework-first.md).
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '#ui/button.tsx';
import { SideMenu, type SideMenuItem } from './side-menu';

export function PhoneMenu({ open, onClose, items }: { open: boolean; onClose: () => void; items: readonly SideMenuItem[] }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="relative flex h-full w-72 max-w-[85vw] flex-col gap-3 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="flex items-center justify-between gap-2">
          <DialogTitle className="text-lg font-semibold text-slate-900">Menu</DialogTitle>
          <Button look="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
        <SideMenu items={items} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
