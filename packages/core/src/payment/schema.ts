/** A credit package as GET /payment/get-credit-packages returns it. */
export interface CreditPackage {
  id: string;
  credits_amount: number;
  /** In currency units: 9 is $9.00 when `currency` is "usd". */
  price: number;
  currency: string;
  /** The price of one credit, in currency units. */
  per_credits: number;
}
