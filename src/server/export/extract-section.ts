import type { SQL } from 'drizzle-orm';
import type { Column, Row } from './registers';

/** One section of a customer's register extract (customer-extract.ts): its rows' query and what the PDF prints. */
export interface SectionQuery {
  key: string;
  title: string;
  columns: Array<Column & { width: number }>;
  query(organisationId: string, customerId: string, customerNumber: string): SQL;
  /** The row as the extract gives it, where it reads differently from what is stored. */
  asRead?(row: Row, today: string): Row;
}
