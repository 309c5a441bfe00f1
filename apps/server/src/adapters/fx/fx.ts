/**
 * The FX rates port (DESIGN §1): mid-market rates as decimal strings (never floats). A production
 * deployment puts a market-data provider behind the same interface.
 */
export type FxRates = {
  /** Units of `buy` per one unit of `sell`, as a decimal string; undefined when the pair is not served. */
  mid(sell: string, buy: string): Promise<string | undefined>;
  currencies(): string[];
};
