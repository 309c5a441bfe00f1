/** A dialog's props: what it is about (`P`), and how it closes (Cancel, Close, or done). */
export type DialogProps<P = object> = P & { onClose: () => void };
