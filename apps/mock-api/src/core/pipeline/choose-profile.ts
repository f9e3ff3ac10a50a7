import { PROFILE_HEADER } from '@formation/contract';

import { profileFrom } from '../../answer-profiles/answer-profile';
import type { Step } from './exchange';

/** The answer profile: x-mock-profile, else the one the mock started with (MOCK_PROFILE). */
export const chooseProfile: Step = {
  name: 'choose-profile',
  run(exchange, next) {
    exchange.profile = profileFrom(exchange.headers[PROFILE_HEADER], exchange.host.config.MOCK_PROFILE);
    return next();
  },
};
