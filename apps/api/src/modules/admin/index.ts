/**
 * What the platform's module offers the others: its registrations, the marks' royalty rates (franchisor), the
 * restaurants a seller sponsors (seller), and the services the demo seeds the platform through.
 */
export { adminBillingModule } from './billing-module';
export * as hardwares from './hardwares/service';
export * as invoices from './invoices/service';
export { rateHistories, rateIn } from './marks/rates';
export { rateNow } from './marks/repository';
export * as restaurantHardwares from './restaurant-hardwares/repository';
export { adminModule } from './routes';
export * as terminalPartners from './terminal-partners/service';
export { allSponsoredRestaurants, softDelete as softDeleteUser } from './users/repository';
export * as users from './users/service';
