/** The feature whose locale keys an order component reads (`<ns>.status.*`, `<ns>.filters.*`, `<ns>.order.*`). */
export type OrderNamespace = 'payment' | 'exchange' | 'transfer' | 'withdrawal';
/** The two features whose orders move money between the partner account and a merchant account. */
export type MerchantOrderNamespace = 'payment' | 'transfer';
