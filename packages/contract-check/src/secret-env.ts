/** The environment variables that may hold the run's secrets instead of the command line. */
export const PASSWORD_ENV = 'CONTRACT_CHECK_PASSWORD';
export const TOKEN_ENV = 'CONTRACT_CHECK_TOKEN';
