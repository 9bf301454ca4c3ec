import { inject } from 'vitest';

/** The emulator endpoints and local secrets of the running stack, for tests that need them. */
export const stackEnv = () => inject('stackEnv');
