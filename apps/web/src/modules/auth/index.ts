/** What the auth module offers the others: the public screens' frame, the token an e-mailed link carries, a notice's title style. */
export { linkToken } from './account/api';
export { successTitle } from './account/successTitle';
export { PublicFrame } from './PublicFrame';
