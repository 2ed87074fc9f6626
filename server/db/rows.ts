/** The rows of a raw `db.execute(sql…)`, typed by the caller (the query's own column aliases say what they are). */
export const rowsOf = async <Row>(result: Promise<unknown>): Promise<Row[]> => ((await result) as { rows: Row[] }).rows;
