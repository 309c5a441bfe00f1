/** A dialog's props: what it is about (`P`), and how it closes (Cancel, Close, or done). */
export type DialogProps<P = object> = P & { onClose: () => void };

/** An add-or-edit dialog: whether it shows, and the record it edits (`null`: it adds a new one). */
export type EditDialogProps<R> = DialogProps<{ open: boolean; record: R | null }>;
