export { formatDate } from '../../shared/dates';
export { formatKronor, formatOre } from '../../shared/money';
