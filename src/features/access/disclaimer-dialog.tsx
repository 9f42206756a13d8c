// The consent dialog of a disclaimer (spec 1 §2.1, §2.2): its HTML text, Disagree and Agree. The activation page
// asks before its form (ConsentGate), the register page when Register is pressed.
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { SafeHtml } from '#ui/safe-html.tsx';

export function DisclaimerDialog({
  open,
  title,
  text,
  onAgree,
  onDisagree,
}: {
  open: boolean;
  title: string;
  text: string;
  onAgree: () => void;
  onDisagree: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onDisagree}
      title={title}
      size="lg"
      dismiss={{ label: 'Disagree' }}
      actions={<Button onClick={onAgree}>Agree</Button>}
    >
      <SafeHtml html={text} className="text-slate-800" />
    </Modal>
  );
}
