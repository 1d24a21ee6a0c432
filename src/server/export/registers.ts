import type { Register } from './register';
import { fileRegisters } from './file-registers';
import { moneyRegisters } from './money-registers';
import { stockAndStaffRegisters } from './stock-and-staff-registers';
import { workshopRegisters } from './workshop-registers';
import { planningRegisters } from './planning-registers';
import { quoteRegisters } from './quote-registers';

// Every register of the export in the ZIP's order (the Register type and its page helpers in register.ts).
export type { Column, Cursor, Register, Row } from './register';

export const registers: Register[] = [
  ...workshopRegisters,
  ...moneyRegisters,
  ...stockAndStaffRegisters,
  ...planningRegisters,
  ...fileRegisters,
  ...quoteRegisters,
];
