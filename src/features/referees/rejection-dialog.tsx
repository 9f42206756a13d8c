// 'Rejection Remarks' (spec 2 §2): the Remark the rejection needs, with Submit and Cancel; Escape cancels and
// Headless UI returns focus to the Reject button. Only renders what the stepper machine holds.
import { REFEREE_ANSWER_MAX } from '#contract/profile-referee.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { TextAreaField } from '#ui/text-area-field.tsx';
import { CharacterCount } from './character-count';

interface RejectionDialogProps {
  open: boolean;
  remark: string;
  remarkError: string | null;
  error: string | null;
  sending: boolean;
  onRemark: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function RejectionDialog({ open, remark, remarkError, error, sending, onRemark, onSubmit, onCancel }: RejectionDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Rejection Remarks"
      persistent
      dismiss={{ label: 'Cancel', disabled: sending }}
      actions={
        <Button look="danger" busy={sending} onClick={onSubmit}>
          Submit
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {error ? <Alert kind="error">{error}</Alert> : null}
        <TextAreaField
          label="Remark"
          value={remark}
          onValue={onRemark}
          error={remarkError ?? undefined}
          maxLength={REFEREE_ANSWER_MAX}
          rows={4}
          hint={<CharacterCount value={remark} />}
        />
      </div>
    </Modal>
  );
}
