// The workshop row's public face (docs/decisions/008): every feature that reads or writes the row
// (its name, seller details, payment terms) calls these; only organisations/ touches the table.
export {
  findAiDraftsEnabled,
  findCompany,
  findFirstOrganisationId,
  findPaymentTermsDays,
  insertOrganisation,
  organisationAgeDaysOf,
  organisationInterestRateOf,
  organisationNameOf,
  renameOrganisation,
  setAiDraftsEnabled,
  updateCompany,
} from './repository';
export {
  createRate,
  deleteRate,
  findDefaultRate,
  findRate,
  listRates,
  ratePriceOre,
  toRate,
  updateRate,
  type RateRow,
} from './rates';
