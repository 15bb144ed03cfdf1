/** A count with every digit, grouped by thousands as the console writes them: `18,446,744,073,709,551,856`. */
export const groupedCount = (n: number | bigint) => n.toLocaleString('en-US')
