/** Small seeded PRNG (mulberry32) so a mining run can be repeated from its seed: the one Play uses. */
export { seededRandom as mulberry32 } from '@ascend/human';
