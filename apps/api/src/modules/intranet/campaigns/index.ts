/** The intranet's campaigns (docs/intranet.md « Campagnes »): their routes. */
export { intranetCampaignsModule } from './routes';
